import { describe, expect, it } from 'vitest';
import { phoneRule, phoneSchema, stripLeadingPlus } from './phone.ts';

describe('phone rule (§5: empty gives insertPhoneNumber; bad format gives wrongPhoneFormat)', () => {
  const mask = ['(##) ####-####', '(##) #####-####'];

  it('empty gives insertPhoneNumber', () => {
    expect(phoneRule('', { mask })).toEqual({ key: 'insertPhoneNumber' });
    expect(phoneRule('  ')).toEqual({ key: 'insertPhoneNumber' });
  });

  it('an optional phone may be empty', () => {
    expect(phoneRule('', { required: false })).toBeNull();
  });

  it('a number filling the country mask is valid', () => {
    expect(phoneRule('(11) 91234-5678', { mask })).toBeNull();
    expect(phoneRule('1131234567', { mask })).toBeNull();
  });

  it('too short, too long or with letters gives wrongPhoneFormat', () => {
    expect(phoneRule('(11) 9123', { mask })).toEqual({ key: 'wrongPhoneFormat' });
    expect(phoneRule('119123456789', { mask })).toEqual({ key: 'wrongPhoneFormat' });
    expect(phoneRule('11 9123a-5678', { mask })).toEqual({ key: 'wrongPhoneFormat' });
  });

  it('without a mask accepts 5 to 15 digits with usual separators', () => {
    expect(phoneRule('+1 (416) 555-0199')).toBeNull();
    expect(phoneRule('1234')).toEqual({ key: 'wrongPhoneFormat' });
    expect(phoneRule('1234567890123456')).toEqual({ key: 'wrongPhoneFormat' });
    expect(phoneRule('555-CALL-NOW')).toEqual({ key: 'wrongPhoneFormat' });
  });

  it('works as a schema', () => {
    expect(phoneSchema({ mask }).safeParse('').error?.issues[0]?.message).toBe('insertPhoneNumber');
  });
});

describe('login sent without a leading plus (§5)', () => {
  it('removes one leading plus and surrounding spaces', () => {
    expect(stripLeadingPlus('+5511912345678')).toBe('5511912345678');
    expect(stripLeadingPlus(' +371 2000 0000 ')).toBe('371 2000 0000');
    expect(stripLeadingPlus('player@example.com')).toBe('player@example.com');
    expect(stripLeadingPlus('5511+')).toBe('5511+');
  });
});
