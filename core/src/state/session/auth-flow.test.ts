import { describe, expect, it } from 'vitest';
import {
  INITIAL_AUTH_FLOW,
  canResend,
  closeAuth,
  loginSucceeded,
  openAuth,
  requireTwoFactor,
  syncSocialRegistration,
  twoFactorFailed,
  type AuthFlowError,
} from './auth-flow.ts';

const err: AuthFlowError = {
  message: 'x',
  type: 'AuthorizationException',
  twoFactorKind: 'invalidCode',
};

describe('auth popup transitions (§4 Login, Popup modes)', () => {
  it('opens in each mode; twofa cannot be opened without a stored payload', () => {
    expect(openAuth(INITIAL_AUTH_FLOW, 'registration')).toMatchObject({
      open: true,
      mode: 'registration',
    });
    expect(openAuth(INITIAL_AUTH_FLOW, 'restore').mode).toBe('restore');
    expect(openAuth(INITIAL_AUTH_FLOW, 'twofa')).toBe(INITIAL_AUTH_FLOW);
  });

  it('two-factor: stores login, password and resend_time and moves to twofa', () => {
    const s = requireTwoFactor(openAuth(INITIAL_AUTH_FLOW, 'authorization'), {
      login: 'ann',
      password: 'secret1',
      resendTime: 60,
    });
    expect(s).toMatchObject({
      open: true,
      mode: 'twofa',
      twoFactor: { login: 'ann', password: 'secret1', resend_time: 60 },
      resendLeft: 60,
    });
    expect(canResend(s)).toBe(false);
  });

  it('completing it resets the stored payload and closes the popup', () => {
    const s = requireTwoFactor(INITIAL_AUTH_FLOW, { login: 'a', password: 'b', resendTime: 30 });
    expect(loginSucceeded(s)).toMatchObject({ open: false, twoFactor: null, resendLeft: 0 });
  });

  it('the back link to login forgets the stored payload', () => {
    const s = requireTwoFactor(INITIAL_AUTH_FLOW, { login: 'a', password: 'b', resendTime: 30 });
    expect(openAuth(s, 'authorization')).toMatchObject({ mode: 'authorization', twoFactor: null });
  });

  it('a code error with a new resend time resets the timer; without one keeps it', () => {
    const s = {
      ...requireTwoFactor(INITIAL_AUTH_FLOW, { login: 'a', password: 'b', resendTime: 30 }),
      resendLeft: 12,
    };
    expect(twoFactorFailed(s, err, 45)).toMatchObject({
      resendLeft: 45,
      twoFactor: { resend_time: 45 },
      error: err,
    });
    expect(twoFactorFailed(s, err, null)).toMatchObject({ resendLeft: 12, error: err });
  });

  it('social registration: shown and uncloseable while is_registration_completed is false', () => {
    const s = syncSocialRegistration(INITIAL_AUTH_FLOW, true);
    expect(s).toMatchObject({ open: true, mode: 'socialRegistration', closable: false });
    expect(closeAuth(s)).toBe(s);
    expect(openAuth(s, 'authorization')).toBe(s);
    expect(syncSocialRegistration(s, false)).toMatchObject({ open: false, closable: true });
    expect(closeAuth(s, true).open).toBe(false);
  });

  it('prevent_close=1: the popup cannot be closed but still moves between its forms', () => {
    const s = { ...openAuth(INITIAL_AUTH_FLOW, 'authorization'), closable: false };
    expect(closeAuth(s)).toBe(s);
    const restore = openAuth(s, 'restore');
    expect(restore).toMatchObject({ open: true, mode: 'restore', closable: false });
    const registration = openAuth(restore, 'registration');
    expect(registration).toMatchObject({ open: true, mode: 'registration', closable: false });
    expect(openAuth(registration, 'authorization')).toMatchObject({
      mode: 'authorization',
      closable: false,
    });
    expect(closeAuth(registration)).toBe(registration);
  });

  it('sync leaves an ordinary popup alone once registration is complete', () => {
    const s = openAuth(INITIAL_AUTH_FLOW, 'registration');
    expect(syncSocialRegistration(s, false)).toBe(s);
  });
});
