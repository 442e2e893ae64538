import { ApiError } from '@croupier/core/errors';
import { describe, expect, it, vi } from 'vitest';
import { createTelegramSession, isNotRegistered } from './telegram-session.ts';

const launch = {
  rawInitData: 'query_id=q&user=%7B%22id%22%3A42%7D&auth_date=1&hash=h1',
  user: { id: 42, firstName: 'Ann', username: 'ann', languageCode: 'pt' },
  hash: 'h1',
};
const notRegistered = new ApiError(
  401,
  {
    type: 'AuthorizationException',
    message: 'Telegram user is not registered',
    error_data: { reason: 'tg_user_not_registered' },
  },
  '/api/auth/login',
);

describe('telegram session', () => {
  it('exchanges the raw init data, unmodified, for a bearer token kept in memory', async () => {
    const call = vi.fn().mockResolvedValue({ uid: 7, token: 'tok' });
    const session = createTelegramSession({ call }, launch);
    expect(session.token()).toBeNull();
    expect(await session.signIn()).toEqual({ kind: 'signed-in', uid: 7 });
    expect(session.token()).toBe('tok');
    expect(call.mock.calls[0]![0].path).toBe('/api/auth/login');
    expect(call.mock.calls[0]![1]).toEqual({ is_tg: '1', payload: launch.rawInitData });
  });

  it('tells a first-time player from a failure', async () => {
    const unregistered = createTelegramSession(
      { call: vi.fn().mockRejectedValue(notRegistered) },
      launch,
    );
    expect(await unregistered.signIn()).toEqual({ kind: 'unregistered' });
    const invalid = new ApiError(
      401,
      {
        type: 'AuthorizationException',
        message: 'x',
        error_data: { reason: 'tg_signature_invalid' },
      },
      '/api/auth/login',
    );
    const failed = createTelegramSession({ call: vi.fn().mockRejectedValue(invalid) }, launch);
    expect(await failed.signIn()).toEqual({ kind: 'failed', error: invalid });
    expect(failed.token()).toBeNull();
    expect(isNotRegistered(notRegistered)).toBe(true);
    expect(isNotRegistered(invalid)).toBe(false);
  });

  it('tells a block (time-out, self-exclusion, ban) from a failure, with what it carries', async () => {
    const block = { kind: 'time_out', period: '24h', started_at: 'a', until: 'b' };
    const banned = new ApiError(
      403,
      { type: 'UserBannedException', message: 'x', error_data: block },
      '/api/auth/login',
    );
    const session = createTelegramSession({ call: vi.fn().mockRejectedValue(banned) }, launch);
    expect(await session.signIn()).toEqual({ kind: 'blocked', errorData: block });
    expect(session.token()).toBeNull();
  });

  it('registers with the is_tg fields and what the sheet asked, then keeps the token', async () => {
    const call = vi.fn().mockResolvedValue({ uid: 9, token: 'new' });
    const session = createTelegramSession({ call }, launch);
    await session.register({ currency: 'EUR', terms: true, locale: 'pt', promoCode: 'WELCOME' });
    expect(call.mock.calls[0]![0].path).toBe('/api/auth/register');
    expect(call.mock.calls[0]![1]).toEqual({
      is_tg: '1',
      payload: launch.rawInitData,
      id: '42',
      username: 'ann',
      hash: 'h1',
      language_code: 'pt',
      currency: 'EUR',
      terms: true,
      locale: 'pt',
      promo_code: 'WELCOME',
    });
    expect(session.token()).toBe('new');
  });
});
