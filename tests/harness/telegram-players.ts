/**
 * Telegram players for end-to-end tests: registered through the API with signed init data
 * (`auth.register` with `is_tg`), so a launch in the emulator signs straight in.
 */
import type { APIRequestContext } from '@playwright/test';
import { auth } from '@croupier/core/contract';
import { call } from './api.ts';
import { signInitData, telegramUser, type TelegramTestUser } from './telegram-init-data.ts';

/**
 * Registers a fresh Telegram user and returns it with its uid and the session's bearer token
 * (a Telegram session has no cookie: API calls for this player pass `{ bearer: token }`).
 */
export async function registerTelegramPlayer(
  request: APIRequestContext,
  baseURL: string,
  user: TelegramTestUser = telegramUser(),
): Promise<{ user: TelegramTestUser; uid: number; token: string }> {
  const payload = signInitData({ user });
  const { uid, token } = await call(request, baseURL, auth.register, {
    is_tg: '1',
    payload,
    id: String(user.id),
    username: user.username,
    language_code: user.language_code,
    currency: 'USD',
    terms: true,
  });
  if (!token) throw new Error('Telegram registration answered no bearer token');
  return { user, uid, token };
}
