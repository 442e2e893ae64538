import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as auth from '../../contract/auth.ts';
import type { ParamsIn, ResultOf } from '../../contract/define.ts';
import { ApiError } from '../../errors.ts';
import { globalClock, globalTimers } from '../shared/effects.ts';
import { createAuthFlowStore } from './auth-flow-store.ts';

type LoginParams = ParamsIn<typeof auth.login>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const authError = (message: string, resend_time?: number) =>
  new ApiError(401, { type: 'AuthorizationException', message, resend_time }, '/api/auth/login');

function setup(answers: Array<(p: LoginParams) => Promise<ResultOf<typeof auth.login>>>) {
  const calls: LoginParams[] = [];
  const login = vi.fn(async (p: LoginParams) => {
    calls.push(p);
    const next = answers.shift();
    if (!next) throw new Error('unexpected login call');
    return next(p);
  });
  const onLoggedIn = vi.fn();
  const track = vi.fn();
  const store = createAuthFlowStore({
    login,
    timers: globalTimers,
    now: globalClock,
    onLoggedIn,
    track,
  });
  store.open('authorization');
  return { store, calls, onLoggedIn, track };
}

describe('login submit (§4 Login)', () => {
  it('on success closes the popup and reports the login', async () => {
    const { store, onLoggedIn, track } = setup([async () => ({ uid: 7 })]);
    await expect(store.submitLogin({ login: 'ann', password: 'secret1' })).resolves.toEqual({
      uid: 7,
    });
    expect(store.state.open).toBe(false);
    expect(store.state.submitting).toBe(false);
    expect(onLoggedIn).toHaveBeenCalledWith({ uid: 7 });
    expect(track).toHaveBeenCalledWith('login', { uid: 7 });
  });

  it("'two_factor_auth is enable' stores login and password and moves to twofa", async () => {
    const { store } = setup([() => Promise.reject(authError('two_factor_auth is enable', 60))]);
    await expect(store.submitLogin({ login: 'ann', password: 'secret1' })).resolves.toBeNull();
    expect(store.state).toMatchObject({
      open: true,
      mode: 'twofa',
      twoFactor: { login: 'ann', password: 'secret1', resend_time: 60 },
      resendLeft: 60,
    });
  });

  it('other errors are exposed and rethrown, with an analytics event carrying the code', async () => {
    const wrong = authError('Wrong login or password');
    const { store, track } = setup([() => Promise.reject(wrong)]);
    await expect(store.submitLogin({ login: 'ann', password: 'bad' })).rejects.toBe(wrong);
    expect(store.state.mode).toBe('authorization');
    expect(store.state.error).toMatchObject({
      message: 'Wrong login or password',
      type: 'AuthorizationException',
    });
    expect(track).toHaveBeenCalledWith('login_failed', { error_code: 'AuthorizationException' });
  });
});

describe('two-factor step', () => {
  it('the resend timer counts down from resend_time; a resend is a submit without a code', async () => {
    const { store, calls } = setup([
      () => Promise.reject(authError('Resend time is 30')),
      () => Promise.reject(authError('two_factor_auth is enable', 45)),
    ]);
    await store.submitLogin({ login: 'ann', password: 'secret1' });
    expect(store.state.resendLeft).toBe(30);
    await expect(store.resend()).resolves.toBeNull(); // not yet allowed
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.state.resendLeft).toBe(20);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.state.resendLeft).toBe(0);

    await expect(store.resend()).resolves.toBeNull();
    expect(calls[1]).toEqual({ login: 'ann', password: 'secret1' });
    // the server returned a new resend time: the timer resets
    expect(store.state.resendLeft).toBe(45);
    expect(store.state.twoFactor?.resend_time).toBe(45);
    expect(store.state.error).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.state.resendLeft).toBe(44);
  });

  it('completing it sends the code with the stored payload, resets the payload and closes', async () => {
    const { store, calls, onLoggedIn } = setup([
      () => Promise.reject(authError('two_factor_auth is enable', 60)),
      async () => ({ uid: 3 }),
    ]);
    await store.submitLogin({ login: 'ann', password: 'secret1' });
    await expect(store.submitTwoFactor('123456')).resolves.toEqual({ uid: 3 });
    expect(calls[1]).toEqual({ login: 'ann', password: 'secret1', code: '123456' });
    expect(store.state).toMatchObject({ open: false, twoFactor: null, resendLeft: 0 });
    expect(onLoggedIn).toHaveBeenCalledWith({ uid: 3 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a wrong code is classified, exposed and rethrown; the step stays', async () => {
    const invalid = authError('two_factor_auth: code is invalid');
    const { store } = setup([
      () => Promise.reject(authError('two_factor_auth is enable', 60)),
      () => Promise.reject(invalid),
    ]);
    await store.submitLogin({ login: 'ann', password: 'secret1' });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(store.submitTwoFactor('000000')).rejects.toBe(invalid);
    expect(store.state.mode).toBe('twofa');
    expect(store.state.error?.twoFactorKind).toBe('invalidCode');
    expect(store.state.resendLeft).toBe(55); // no new resend time: timer keeps running
  });

  it('an AuthorizationException carrying resend_time resets the timer; the step continues', async () => {
    const expired = authError('Time expired', 90);
    const { store } = setup([
      () => Promise.reject(authError('two_factor_auth is enable', 60)),
      () => Promise.reject(expired),
    ]);
    await store.submitLogin({ login: 'ann', password: 'secret1' });
    await vi.advanceTimersByTimeAsync(30_000);
    // AuthorizationException with resend_time counts as a trigger: the step continues quietly
    await expect(store.submitTwoFactor('111111')).resolves.toBeNull();
    expect(store.state.resendLeft).toBe(90);
  });

  it('another error carrying resend_time resets the timer and is rethrown', async () => {
    const tooMany = new ApiError(
      429,
      { type: 'TooManyRequestsException', message: 'Slow down', resend_time: 120 },
      '/api/auth/login',
    );
    const { store } = setup([
      () => Promise.reject(authError('two_factor_auth is enable', 60)),
      () => Promise.reject(tooMany),
    ]);
    await store.submitLogin({ login: 'ann', password: 'secret1' });
    await expect(store.submitTwoFactor('111111')).rejects.toBe(tooMany);
    expect(store.state.resendLeft).toBe(120);
    expect(store.state.error?.twoFactorKind).toBe('somethingWrong');
  });

  it('going back to login forgets the payload and stops the timer', async () => {
    const { store } = setup([() => Promise.reject(authError('two_factor_auth is enable', 60))]);
    await store.submitLogin({ login: 'ann', password: 'secret1' });
    store.switchMode('authorization');
    expect(store.state.twoFactor).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('social registration popup', () => {
  it('cannot be closed while is_registration_completed is false', () => {
    const { store } = setup([]);
    store.syncSocialRegistration(true);
    store.close();
    expect(store.state).toMatchObject({ open: true, mode: 'socialRegistration', closable: false });
    store.switchMode('authorization');
    store.open('registration');
    expect(store.state).toMatchObject({ open: true, mode: 'socialRegistration', closable: false });
    store.syncSocialRegistration(false);
    expect(store.state.open).toBe(false);
  });
});

describe('a popup that cannot be closed (prevent_close=1, §2.1)', () => {
  it('switches between login, restore and registration and stays non-closable', () => {
    const { store } = setup([]);
    store.open('authorization');
    store.state.closable = false;
    store.switchMode('restore');
    expect(store.state).toMatchObject({ open: true, mode: 'restore', closable: false });
    store.switchMode('authorization');
    store.switchMode('registration');
    expect(store.state).toMatchObject({ open: true, mode: 'registration', closable: false });
    store.close();
    expect(store.state.open).toBe(true);
  });
});
