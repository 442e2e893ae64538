import { describe, expect, it } from 'vitest';
import { applyMask, maskList, maskPhone, matchesMask } from './phone-mask.ts';

const BR = ['(##) ####-####', '(##) #####-####'];

describe('mask tokens (§5: # digit, @ letter, * letter or digit, 0 multiple digits, 9 optional digits)', () => {
  it('# takes digits and the mask inserts literals', () => {
    expect(applyMask('11912345678', '(##) #####-####')).toEqual({
      masked: '(11) 91234-5678',
      raw: '11912345678',
      complete: true,
      lost: 0,
    });
  });

  it('typed separators that match the literals are kept once', () => {
    expect(applyMask('(11) 91234-5678', '(##) #####-####').masked).toBe('(11) 91234-5678');
    expect(applyMask('11 91234 5678', '(##) #####-####').masked).toBe('(11) 91234-5678');
  });

  it('stops at the end of the input without trailing literals and reports incomplete', () => {
    expect(applyMask('119', '(##) #####-####')).toMatchObject({
      masked: '(11) 9',
      complete: false,
      lost: 0,
    });
  });

  it('# refuses letters (they are lost)', () => {
    expect(applyMask('12a34', '####')).toMatchObject({ masked: '1234', lost: 1, complete: true });
  });

  it('@ takes letters only, * letters or digits', () => {
    expect(applyMask('AB12', '@@-##').masked).toBe('AB-12');
    expect(applyMask('1B12', '@@-##')).toMatchObject({ masked: 'B', lost: 3, complete: false });
    expect(applyMask('a1b2', '****')).toMatchObject({ masked: 'a1b2', complete: true });
  });

  it('9 marks optional digits', () => {
    expect(applyMask('1234', '####-9999')).toMatchObject({ masked: '1234', complete: true });
    expect(applyMask('12345', '####-9999')).toMatchObject({ masked: '1234-5', complete: true });
    expect(applyMask('12345678', '####-9999')).toMatchObject({ masked: '1234-5678', lost: 0 });
  });

  it('a run of 0 tokens takes at least as many digits as it has (decision in phone-mask.ts)', () => {
    expect(applyMask('1', '00')).toMatchObject({ masked: '1', complete: false });
    expect(applyMask('12', '00')).toMatchObject({ masked: '12', complete: true, lost: 0 });
    expect(applyMask('123456', '000')).toMatchObject({ raw: '123456', complete: true, lost: 0 });
    expect(applyMask('12 3', '00 000').complete).toBe(false);
    expect(applyMask('12 345', '00 000')).toMatchObject({ masked: '12 345', complete: true });
    expect(matchesMask('12', '00')).toBe(true);
    expect(matchesMask('1', '00')).toBe(false);
  });
  it('0 takes one or more digits', () => {
    expect(applyMask('123456789', '0')).toMatchObject({ masked: '123456789', complete: true });
    expect(applyMask('12 345', '0 ###')).toMatchObject({ masked: '12 345', complete: true });
    expect(applyMask('', '0').complete).toBe(false);
  });

  it('! escapes a token character into a literal', () => {
    expect(applyMask('123', '!#-###').masked).toBe('#-123');
  });

  it('limits the number to the mask (extra digits are cut and counted as lost)', () => {
    expect(applyMask('123456789', '###-###')).toMatchObject({ masked: '123-456', lost: 3 });
  });
});

describe('alternative masks (mask is a string or a list)', () => {
  it('orders alternatives shortest first', () => {
    expect(maskList(['(##) #####-####', '(##) ####-####'])).toEqual(BR);
    expect(maskList('###')).toEqual(['###']);
  });

  it('picks the shortest alternative that takes the whole number', () => {
    expect(maskPhone('1131234567', BR).masked).toBe('(11) 3123-4567');
    expect(maskPhone('11912345678', BR).masked).toBe('(11) 91234-5678');
  });

  it('cuts numbers longer than every alternative to the longest one', () => {
    expect(maskPhone('119123456789999', BR)).toMatchObject({ masked: '(11) 91234-5678', lost: 4 });
  });

  it('matches when one alternative is filled exactly', () => {
    expect(matchesMask('(11) 3123-4567', BR)).toBe(true);
    expect(matchesMask('(11) 91234-5678', BR)).toBe(true);
    expect(matchesMask('(11) 9123-456', BR)).toBe(false);
    expect(matchesMask('119123456789', BR)).toBe(false);
    expect(matchesMask('', '0')).toBe(false);
  });
});
