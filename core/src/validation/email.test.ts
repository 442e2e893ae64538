import { describe, expect, it } from 'vitest';
import { emailRule, emailSchema } from './email.ts';

describe('email rule (§5: required, no whitespace, one @, domain with one or two dot parts)', () => {
  it.each(['player@example.com', 'first.last+tag@mail.example.com', 'a@b.co.uk', 'x_y@do-main.io'])(
    'accepts %s',
    (v) => {
      expect(emailRule(v)).toBeNull();
    },
  );

  it('empty gives insertEmailAddress', () => {
    expect(emailRule('')).toEqual({ key: 'insertEmailAddress' });
    expect(emailRule('', { required: false })).toBeNull();
  });

  it.each([
    ['player @example.com', 'whitespace'],
    [' player@example.com', 'leading space'],
    ['player@exa mple.com', 'space in domain'],
    ['playerexample.com', 'no @'],
    ['pla@yer@example.com', 'two @'],
    ['player@localhost', 'no dot part'],
    ['player@a.b.c.d', 'three dot parts'],
    ['player@example..com', 'empty dot part'],
    ['player@.com', 'empty domain name'],
    ['player@example.', 'trailing dot'],
    ['@example.com', 'empty local part'],
  ])('%s → wrongEmailAddress (%s)', (v) => {
    expect(emailRule(v)).toEqual({ key: 'wrongEmailAddress' });
  });

  it('works as a schema', () => {
    expect(emailSchema().safeParse('a@b.com').success).toBe(true);
    expect(emailSchema().safeParse('a@b').error?.issues[0]?.message).toBe('wrongEmailAddress');
  });
});
