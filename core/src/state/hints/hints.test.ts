import { describe, expect, it } from 'vitest';
import type { Contact } from '../../contract/account.ts';
import { loginContact, regTimeMs, showsConfirmationHint, showsRegistrationHint } from './hints.ts';

const reg = Date.parse('2026-03-01T10:00:00Z');
const hour = 3_600_000;

describe('registration hint: 2 hours after reg_time while the user has no deposits', () => {
  it('shows within 2 hours without deposits', () => {
    expect(
      showsRegistrationHint({
        regTime: '2026-03-01T10:00:00Z',
        hasDeposits: false,
        now: reg + hour,
      }),
    ).toBe(true);
  });
  it('hides at 2 hours', () => {
    expect(showsRegistrationHint({ regTime: reg, hasDeposits: false, now: reg + 2 * hour })).toBe(
      false,
    );
    expect(
      showsRegistrationHint({ regTime: reg, hasDeposits: false, now: reg + 2 * hour - 1 }),
    ).toBe(true);
  });
  it('hides once the user has deposited', () => {
    expect(showsRegistrationHint({ regTime: reg, hasDeposits: true, now: reg + 1 })).toBe(false);
  });
  it('reads reg_time as ISO, milliseconds or Unix seconds; hides when unreadable', () => {
    expect(regTimeMs(reg / 1000)).toBe(reg);
    expect(regTimeMs(String(reg / 1000))).toBe(reg);
    expect(regTimeMs(reg)).toBe(reg);
    expect(regTimeMs('not a date')).toBeNull();
    expect(showsRegistrationHint({ regTime: null, hasDeposits: false, now: reg })).toBe(false);
  });
});

describe('confirmation hint: 5 days after reg_time while the login is unconfirmed', () => {
  const contacts: Contact[] = [
    { type: 'email', contact: 'Ann@Example.com', is_confirmed: false, is_subscribed: true },
    {
      type: 'phone',
      contact: '+44 7700 900123',
      is_confirmed: true,
      is_subscribed: false,
      phone_country_code: 'GB',
    },
  ];
  const base = {
    regTime: reg,
    login: 'ann@example.com',
    contacts,
    confirmSent: false,
    now: reg + 4 * 864e5,
  };

  it("shows while the login's email is unconfirmed", () => {
    expect(showsConfirmationHint(base)).toBe(true);
  });
  it('hides after 5 days', () => {
    expect(showsConfirmationHint({ ...base, now: reg + 5 * 864e5 })).toBe(false);
  });
  it('hides when a confirm_sent flag is stored', () => {
    expect(showsConfirmationHint({ ...base, confirmSent: true })).toBe(false);
  });
  it("hides when the login's phone is confirmed", () => {
    expect(showsConfirmationHint({ ...base, login: '447700900123' })).toBe(false);
    expect(loginContact('447700900123', contacts)?.type).toBe('phone');
  });
  it('hides when the login matches no contact', () => {
    expect(showsConfirmationHint({ ...base, login: 'someone@else.org' })).toBe(false);
  });
});
