/**
 * auth.login (§4, §8; DESIGN §3). Password sign-in answers one message for an unknown login
 * and a wrong password, and spends the same scrypt time on both, so nobody can probe which
 * accounts exist. With two-factor on, a call without `code` answers the twofa trigger and
 * starts no session; the cookie is issued only once every factor has passed, with a fresh id.
 */
import { eq } from 'drizzle-orm';
import type { auth, ParamsOut } from '@croupier/core/contract';
import { TWO_FACTOR_MESSAGES } from '@croupier/core/error-handling';
import type { Config } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import {
  assertLaunchUsable,
  bindLaunch,
  validateTelegramInitData,
  type TelegramInitData,
} from '../telegram/index.ts';
import { hashPassword, verifyPassword } from '../users/index.ts';
import {
  backOff,
  hitLimits,
  LOGIN_PER_ADDRESS_AND_LOGIN,
  LOGIN_PER_IP,
  limitAddress,
  limitKey,
} from './auth-limits.ts';
import type { AuthCall } from './auth-call.ts';
import { findAccountByLogin, loginForms } from './find-account.ts';
import { assertMaySignInNow } from './sign-in-gate.ts';
import { consumeTwoFactorCode, secondsToNextStep } from './two-factor.ts';

/** The one answer to a wrong login or password. */
const WRONG_CREDENTIALS = 'Wrong login or password';
/** The message that moves the client to the twofa step (§8 trigger). */
const TWO_FACTOR_REQUIRED = 'two_factor_auth is enable';

type LoginParams = ParamsOut<typeof auth.login>;
type PasswordParams = Extract<LoginParams, { password: string }>;
type TelegramParams = Extract<LoginParams, { is_tg: '1' }>;

/** The Telegram settings a Mini App sign-in or registration checks its init data with. */
export type TelegramAuthConfig = Pick<Config, 'telegramBotToken' | 'telegramAuthMaxAgeSeconds'>;

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the login is unknown (equal work, equal timing). */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('croupier-timing-dummy');
  return dummyHash;
}

/** Signs in with login and password (and a two-factor code); starts a cookie session. */
export async function passwordLogin(
  call: AuthCall,
  params: PasswordParams,
): Promise<{ uid: number }> {
  const { db, limiter } = call;
  // Counted before the login is looked up, and alike for unknown logins: a refusal says
  // nothing about whether the account exists.
  const address = limitAddress(call.ip);
  const pairKey = limitKey('login:pair', `${address} ${loginForms(params.login).canonical}`);
  await hitLimits(limiter, [[limitKey('login:ip', address), LOGIN_PER_IP]]);
  await backOff(limiter, pairKey, LOGIN_PER_ADDRESS_AND_LOGIN);

  const account = await findAccountByLogin(db, params.login);
  const passwordOk = account?.passwordHash
    ? await verifyPassword(params.password, account.passwordHash)
    : await verifyPassword(params.password, await timingDummy()).then(() => false);
  if (!account || !passwordOk) throw new ServerError('AuthorizationException', WRONG_CREDENTIALS);
  await assertMaySignInNow(db, account);

  if (account.twoFactorEnabled && account.twoFactorSecret) {
    if (params.code === undefined) {
      throw new ServerError('AuthorizationException', TWO_FACTOR_REQUIRED, {
        resendTime: secondsToNextStep(),
      });
    }
    const check = await consumeTwoFactorCode(db, account.id, account.twoFactorSecret, params.code);
    if (check === 'expired') {
      throw new ServerError('AuthorizationException', TWO_FACTOR_MESSAGES.timeExpired);
    }
    if (check !== 'ok') {
      throw new ServerError('AuthorizationException', TWO_FACTOR_MESSAGES.invalidCode);
    }
  }

  await call.sessions.cookie(account.id);
  await limiter.store.reset(pairKey);
  return { uid: account.id };
}

/** Validates init data, or answers 401 AuthorizationException naming the reason. */
export function telegramIdentity(config: TelegramAuthConfig, payload: string): TelegramInitData {
  const result = validateTelegramInitData(payload, {
    botToken: config.telegramBotToken,
    maxAgeSeconds: config.telegramAuthMaxAgeSeconds,
  });
  if (!result.ok) {
    throw new ServerError('AuthorizationException', 'Telegram init data is not valid', {
      errorData: { reason: `tg_${result.reason}` },
    });
  }
  return result.data;
}

/** Signs in a registered Telegram user and answers a bearer token (the Mini App has no cookies). */
export async function telegramLogin(
  call: AuthCall,
  telegram: TelegramAuthConfig,
  params: TelegramParams,
): Promise<{ uid: number; token: string }> {
  const { db } = call;
  await hitLimits(call.limiter, [[limitKey('login:ip', limitAddress(call.ip)), LOGIN_PER_IP]]);
  const identity = telegramIdentity(telegram, params.payload);
  const [account] = await db
    .select({ id: users.id, status: users.status, selfExcludedUntil: users.selfExcludedUntil })
    .from(users)
    .where(eq(users.telegramId, identity.user.id));
  if (!account) {
    throw new ServerError('AuthorizationException', 'Telegram user is not registered', {
      errorData: { reason: 'tg_user_not_registered' },
    });
  }
  await assertMaySignInNow(db, account);
  await assertLaunchUsable(db, identity);
  const token = await call.sessions.bearer(account.id);
  await bindLaunch(db, identity, account.id, token, telegram.telegramAuthMaxAgeSeconds);
  return { uid: account.id, token };
}
