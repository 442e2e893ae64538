/**
 * account security methods (§7): changepassword, changeTwoFactorAuth, confirmTwoFactorAuth
 * and getToken. Code and password guesses are rate-limited per player.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import { passwordRule } from '@croupier/core/validation';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import { refuseFields, type FieldReason } from '../../http/refuse-fields.ts';
import { hashPassword, verifyPassword } from '../../users/password.ts';
import { issueAccessToken, newTwoFactorSecret, twoFactorUri } from '../../account/index.ts';
import { consumeTwoFactorCode } from '../../auth/index.ts';

/** Message of a wrong two-factor code (§8). */
const TWO_FACTOR_CODE_INVALID = 'two_factor_auth: code is invalid';
/** Message of a code from a step that has passed (§8). */
const TWO_FACTOR_CODE_EXPIRED = 'Time expired';

type TwoFactorMessage = typeof TWO_FACTOR_CODE_INVALID | typeof TWO_FACTOR_CODE_EXPIRED;

/**
 * Checks a code with the sign-in check (single use per time step, so the code that confirmed
 * or disabled two-factor cannot also sign someone in); throws on `code` when it fails.
 */
async function requireTwoFactorCode(
  db: Db,
  userId: number,
  secret: string,
  code: string,
): Promise<void> {
  const check = await consumeTwoFactorCode(db, userId, secret, code);
  if (check === 'ok') return;
  throw invalid('code', check === 'expired' ? TWO_FACTOR_CODE_EXPIRED : TWO_FACTOR_CODE_INVALID);
}

const GUESSES = { limit: 10, windowSeconds: 900 };

/** A refused field: a reason code, or a two-factor message §8 has clients match as it is. */
function invalid(field: string, reason: FieldReason | TwoFactorMessage): ServerError {
  return reason === TWO_FACTOR_CODE_INVALID || reason === TWO_FACTOR_CODE_EXPIRED
    ? new ServerError('InvalidParameterException', reason, {
        invalidParameters: { [field]: reason },
      })
    : refuseFields({ [field]: reason });
}

async function secretsOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorSecret: users.twoFactorSecret,
      login: users.login,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new ServerError('AuthorizationException', 'Authorization required');
  return row;
}

/** Mounts the security methods. */
export function registerSecurityMethods(app: FastifyInstance): void {
  registerMethod(
    app,
    account.changepassword,
    async ({ params, db, requireUser, session }) => {
      const user = requireUser();
      const { passwordHash } = await secretsOf(db, user.id);
      if (!passwordHash || !(await verifyPassword(params.old_password, passwordHash))) {
        throw invalid('old_password', 'password');
      }
      const rule = passwordRule(params.new_password);
      if (rule) throw invalid('new_password', rule);
      if (params.new_password === params.old_password) {
        throw invalid('new_password', 'samePassword');
      }
      const hash = await hashPassword(params.new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: hash, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        // Whoever else holds a session (a stolen cookie, an old device) is signed out.
        await tx
          .delete(sessions)
          .where(
            session
              ? and(eq(sessions.userId, user.id), ne(sessions.idHash, session.idHash))
              : eq(sessions.userId, user.id),
          );
      });
      return 1 as const;
    },
    {
      rateLimit: {
        rule: { limit: 5, windowSeconds: 900 },
        key: ({ user }) => `changepassword:${user?.id}`,
      },
    },
  );

  registerMethod(
    app,
    account.changeTwoFactorAuth,
    async ({ params, db, requireUser }) => {
      const user = requireUser();
      const current = await secretsOf(db, user.id);
      if (params.enable) {
        if (current.twoFactorEnabled) {
          throw new ServerError('InvalidRequestException', 'two_factor_auth is already enabled');
        }
        const secret = newTwoFactorSecret();
        // Pending until confirmTwoFactorAuth: sign-in keys off two_factor_enabled, not the secret.
        await db
          .update(users)
          .set({ twoFactorSecret: secret, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        return {
          status: 'pending_confirmation' as const,
          secret,
          otpauth_uri: twoFactorUri(secret, current.login),
        };
      }
      if (!current.twoFactorEnabled || !current.twoFactorSecret) {
        throw new ServerError('InvalidRequestException', 'two_factor_auth is not enabled');
      }
      await requireTwoFactorCode(db, user.id, current.twoFactorSecret, params.code ?? '');
      await db
        .update(users)
        .set({ twoFactorEnabled: false, twoFactorSecret: null, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return { status: 'disabled' as const };
    },
    { rateLimit: { rule: GUESSES, key: ({ user }) => `twofa-change:${user?.id}` } },
  );

  registerMethod(
    app,
    account.confirmTwoFactorAuth,
    async ({ params, db, requireUser }) => {
      const user = requireUser();
      const current = await secretsOf(db, user.id);
      if (current.twoFactorEnabled) {
        throw new ServerError('InvalidRequestException', 'two_factor_auth is already enabled');
      }
      if (!current.twoFactorSecret) {
        throw new ServerError(
          'InvalidRequestException',
          'Start enabling two_factor_auth with changeTwoFactorAuth first',
        );
      }
      await requireTwoFactorCode(db, user.id, current.twoFactorSecret, params.code);
      await db
        .update(users)
        .set({ twoFactorEnabled: true, updatedAt: new Date() })
        .where(and(eq(users.id, user.id), eq(users.twoFactorSecret, current.twoFactorSecret)));
      return 1 as const;
    },
    { rateLimit: { rule: GUESSES, key: ({ user }) => `twofa-confirm:${user?.id}` } },
  );

  registerMethod(app, account.getToken, async ({ db, requireUser }) =>
    issueAccessToken(db, requireUser().id),
  );
}
