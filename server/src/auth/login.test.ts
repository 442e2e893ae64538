import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@croupier/core/error-handling';
import { useTestServer } from '../../test/helpers.ts';
import { passwordPlayer } from '../../test/sign-in-helpers.ts';
import { ServerError } from '../errors.ts';
import { MemoryRateLimiter } from '../http/rate-limit.ts';
import type { AuthCall } from './auth-call.ts';
import { LOGIN_PER_ADDRESS_AND_LOGIN } from './auth-limits.ts';
import { passwordLogin } from './login.ts';

// A real database; only the session start is the test's own (it records whom it signed in).
const server = useTestServer({ seed: false });

const PASSWORD = 'secret12';
let counter = 0;

/** A call from its own address, with fresh counters, that records the sessions it starts. */
function call(): AuthCall & { started: number[] } {
  counter += 1;
  const started: number[] = [];
  return {
    db: server.db,
    limiter: { store: new MemoryRateLimiter(), ipFactor: 1 },
    ip: `198.51.100.${counter}`,
    sessions: {
      cookie: async (userId) => {
        started.push(userId);
      },
      bearer: () => Promise.reject(new Error('a password sign-in issues no bearer token')),
    },
    started,
  };
}

function player(twoFactor: boolean) {
  counter += 1;
  return passwordPlayer(server, `unit-login${counter}@croupier.test`, PASSWORD, twoFactor);
}

/** The refusal a call ends in (its type, message and error data), or null when it passes. */
async function refusal(attempt: Promise<unknown>) {
  try {
    await attempt;
    return null;
  } catch (err) {
    if (!(err instanceof ServerError)) throw err;
    return { type: err.type, message: err.message, resendTime: err.resendTime };
  }
}

describe('passwordLogin', () => {
  it('answers an unknown login and a wrong password alike, and starts no session', async () => {
    const { login } = await player(false);
    const c = call();
    const unknown = await refusal(
      passwordLogin(c, { login: 'nobody@croupier.test', password: PASSWORD }),
    );
    const wrong = await refusal(passwordLogin(c, { login, password: 'wrong-pass1' }));
    expect(unknown).toEqual({
      type: 'AuthorizationException',
      message: 'Wrong login or password',
      resendTime: undefined,
    });
    expect(wrong).toEqual(unknown);
    expect(c.started).toEqual([]);
  });

  it('counts an unknown login against the back-off before looking it up', async () => {
    const c = call();
    const attempt = () =>
      refusal(passwordLogin(c, { login: 'ghost@croupier.test', password: PASSWORD }));
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free; i += 1) {
      expect((await attempt())?.type).toBe('AuthorizationException');
    }
    expect((await attempt())?.type).toBe('TooManyRequestsException');
  });

  it('with two-factor and no code: the twofa trigger with a resend time, and no session', async () => {
    const { login } = await player(true);
    const c = call();
    const refused = await refusal(passwordLogin(c, { login, password: PASSWORD }));
    expect(refused?.type).toBe('AuthorizationException');
    expect(refused?.message).toBe('two_factor_auth is enable');
    expect(refused?.resendTime).toBeGreaterThanOrEqual(1);
    expect(refused?.resendTime).toBeLessThanOrEqual(30);
    expect(c.started).toEqual([]);
  });

  it('with two-factor: a wrong code and an expired one start no session', async () => {
    const { login, secret } = await player(true);
    const c = call();
    const right = await generate({ secret });
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const old = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 300 });
    expect(
      (await refusal(passwordLogin(c, { login, password: PASSWORD, code: wrong })))?.message,
    ).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect(
      (await refusal(passwordLogin(c, { login, password: PASSWORD, code: old })))?.message,
    ).toBe(TWO_FACTOR_MESSAGES.timeExpired);
    expect(c.started).toEqual([]);
  });

  it('with two-factor: the right code starts one session, forgets the back-off, and is single use', async () => {
    const { id, login, secret } = await player(true);
    const c = call();
    // Four attempts spent on the pair: the owner's success must forget them.
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free - 1; i += 1) {
      await refusal(passwordLogin(c, { login, password: PASSWORD }));
    }
    const code = await generate({ secret });
    expect(await passwordLogin(c, { login, password: PASSWORD, code })).toEqual({ uid: id });
    expect(c.started).toEqual([id]);

    // The same code again is refused (it was consumed), and the refusal starts nothing.
    const replay = await refusal(passwordLogin(c, { login, password: PASSWORD, code }));
    expect(replay?.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect(c.started).toEqual([id]);
    // Back-off forgotten at the success: the replay was attempt 1, so four more are free.
    for (let i = 0; i < LOGIN_PER_ADDRESS_AND_LOGIN.free - 1; i += 1) {
      expect((await refusal(passwordLogin(c, { login, password: PASSWORD })))?.type).toBe(
        'AuthorizationException',
      );
    }
  });
});
