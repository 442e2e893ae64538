import { describe, expect, it } from 'vitest';
import { isAuthenticated, needsSocialRegistration } from './account-info.ts';

describe('authenticated: user data has uid > 0 (§4)', () => {
  it('is true only for uid > 0', () => {
    expect(isAuthenticated({ uid: 7 })).toBe(true);
    expect(isAuthenticated({ uid: 0 })).toBe(false);
    expect(isAuthenticated(null)).toBe(false);
  });
  it('a social sign-up needs its form while is_registration_completed is false', () => {
    expect(needsSocialRegistration({ uid: 7, is_registration_completed: false })).toBe(true);
    expect(needsSocialRegistration({ uid: 7, is_registration_completed: true })).toBe(false);
    expect(needsSocialRegistration({ uid: 0, is_registration_completed: false })).toBe(false);
  });
});
