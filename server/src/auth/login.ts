/**
 * auth.login (§4, §8; DESIGN §3). Password sign-in answers one message for an unknown login
 * and a wrong password, and spends the same scrypt time on both, so nobody can probe which
 * accounts exist. With two-factor on, a call without `code` answers the twofa trigger and
 * starts no session; the cookie is issued only once every factor has passed, with a fresh id.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { auth } from '@croupier/core/contract';
import { TWO_FACTOR_MESSAGES } from '@croupier/core/error-handling';
import type { Config } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import type { MethodContext } from '../http/api-router.ts';
import { issueBearerToken, startCookieSession } from '../sessions/index.ts';
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
import { findAccountByLogin, loginForms } from './find-account.ts';
import { assertMaySignInNow } from './sign-in-gate.ts';
import { consumeTwoFactorCode, secondsToNextStep } from './two-factor.ts';

/** The one answer to a wrong login or password. */
const WRONG_CREDENTIALS = 'Wrong login or password';
/** The message that moves the client to the twofa step (§8 trigger). */
const TWO_FACTOR_REQUIRED = 'two_factor_auth is enable';

type LoginContext = MethodContext<typeof auth.login>;
type PasswordParams = Extract<LoginContext['params'], { password: string }>;
type TelegramParams = Extract<LoginContext['params'], { is_tg: '1' }>;

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the login is unknown (equal work, equal timing). */
function timingDummy(): Promise<string> {
  dummyHash ??= hashPassword('croupier-timing-dummy');
  return dummyHash;
}

/** Signs in with login and password (and a two-factor code); starts a cookie session. */
export async function passwordLogin(
  app: FastifyInstance,
  ctx: LoginContext,
  params: PasswordParams,
): Promise<{ uid: number }> {
  // Counted before the login is looked up, and alike for unknown logins: a refusal says
  // nothing about whether the account exists.
  const address = limitAddress(ctx.request.ip);
  const pairKey = limitKey('login:pair', `${address} ${loginForms(params.login).canonical}`);
  await hitLimits(app, [[limitKey('login:ip', address), LOGIN_PER_IP]]);
  await backOff(app, pairKey, LOGIN_PER_ADDRESS_AND_LOGIN);

  const account = await findAccountByLogin(ctx.db, params.login);
  const passwordOk = account?.passwordHash
    ? await verifyPassword(params.password, account.passwordHash)
    : await verifyPassword(params.password, await timingDummy()).then(() => false);
  if (!account || !passwordOk) throw new ServerError('AuthorizationException', WRONG_CREDENTIALS);
  await assertMaySignInNow(ctx.db, account);

  if (account.twoFactorEnabled && account.twoFactorSecret) {
    if (params.code === undefined) {
      throw new ServerError('AuthorizationException', TWO_FACTOR_REQUIRED, {
        resendTime: secondsToNextStep(),
      });
    }
    const check = await consumeTwoFactorCode(
      ctx.db,
      account.id,
      account.twoFactorSecret,
      params.code,
    );
    if (check === 'expired') {
      throw new ServerError('AuthorizationException', TWO_FACTOR_MESSAGES.timeExpired);
    }
    if (check !== 'ok') {
      throw new ServerError('AuthorizationException', TWO_FACTOR_MESSAGES.invalidCode);
    }
  }

  await startCookieSession(
    ctx.request,
    ctx.reply,
    ctx.db,
    account.id,
    ctx.config.sessionTtlSeconds,
  );
  await app.rateLimiter.reset(pairKey);
  return { uid: account.id };
}

/** Validates init data, or answers 401 AuthorizationException naming the reason. */
export function telegramIdentity(config: Config, payload: string): TelegramInitData {
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
  app: FastifyInstance,
  ctx: LoginContext,
  params: TelegramParams,
): Promise<{ uid: number; token: string }> {
  await hitLimits(app, [[limitKey('login:ip', limitAddress(ctx.request.ip)), LOGIN_PER_IP]]);
  const identity = telegramIdentity(ctx.config, params.payload);
  const [account] = await ctx.db
    .select({ id: users.id, status: users.status, selfExcludedUntil: users.selfExcludedUntil })
    .from(users)
    .where(eq(users.telegramId, identity.user.id));
  if (!account) {
    throw new ServerError('AuthorizationException', 'Telegram user is not registered', {
      errorData: { reason: 'tg_user_not_registered' },
    });
  }
  await assertMaySignInNow(ctx.db, account);
  await assertLaunchUsable(ctx.db, identity);
  const { token } = await issueBearerToken(
    ctx.request,
    ctx.db,
    account.id,
    ctx.config.sessionTtlSeconds,
  );
  await bindLaunch(ctx.db, identity, account.id, token, ctx.config.telegramAuthMaxAgeSeconds);
  return { uid: account.id, token };
}
