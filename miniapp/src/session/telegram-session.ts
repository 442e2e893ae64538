/**
 * Telegram sign-in (DESIGN §3): the raw init data, sent unmodified, is exchanged for a bearer
 * token kept in memory only — a reload signs in again with the same launch data. A first-time
 * player (AuthorizationException, reason `tg_user_not_registered`) registers with the `is_tg`
 * fields and what the registration config still asks (currency, terms).
 */
import type { ApiClient } from '@croupier/core/api';
import { ApiError } from '@croupier/core/errors';
import { auth } from '@croupier/core/refs';
import type { LaunchData } from '../launch/index.ts';

/** The reason the server gives for a Telegram user without an account. */
export const NOT_REGISTERED_REASON = 'tg_user_not_registered';

/** How a sign-in ended. */
export type SignInOutcome =
  | { kind: 'signed-in'; uid: number }
  | { kind: 'unregistered' }
  /** Banned, on a time-out or self-excluded (UserBannedException; `errorData` says until when). */
  | { kind: 'blocked'; errorData: unknown }
  | { kind: 'failed'; error: unknown };

/** What the registration sheet adds to the Telegram fields. */
export interface TelegramRegistrationInput {
  currency?: string;
  terms?: boolean;
  locale?: string;
  promoCode?: string;
}

/** The in-memory bearer token and the calls that obtain it. */
export interface TelegramSession {
  /** The bearer token, or null before sign-in (the API client sends no header then). */
  token(): string | null;
  signIn(): Promise<SignInOutcome>;
  /** Registers and signs in; rejects with the server's ApiError. */
  register(input: TelegramRegistrationInput): Promise<{ uid: number }>;
}

/** True for the server's "this Telegram user has no account yet". */
export function isNotRegistered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.type === 'AuthorizationException' &&
    error.errorData?.reason === NOT_REGISTERED_REASON
  );
}

/** Creates the session for one launch. */
export function createTelegramSession(
  api: Pick<ApiClient, 'call'>,
  launch: Pick<LaunchData, 'rawInitData' | 'user' | 'hash'>,
): TelegramSession {
  let token: string | null = null;
  const keep = (answer: { uid: number; token?: string }) => {
    token = answer.token ?? null;
    return { uid: answer.uid };
  };
  return {
    token: () => token,
    async signIn() {
      try {
        const answer = await api.call(auth.login, { is_tg: '1', payload: launch.rawInitData });
        return { kind: 'signed-in', uid: keep(answer).uid };
      } catch (error) {
        if (isNotRegistered(error)) return { kind: 'unregistered' };
        if (error instanceof ApiError && error.type === 'UserBannedException') {
          return { kind: 'blocked', errorData: error.errorData };
        }
        return { kind: 'failed', error };
      }
    },
    async register(input) {
      const user = launch.user;
      const answer = await api.call(auth.register, {
        is_tg: '1',
        payload: launch.rawInitData,
        id: user ? String(user.id) : undefined,
        username: user?.username ?? undefined,
        hash: launch.hash ?? undefined,
        language_code: user?.languageCode ?? undefined,
        currency: input.currency,
        terms: input.terms,
        locale: input.locale,
        promo_code: input.promoCode,
      });
      return keep(answer);
    },
  };
}
