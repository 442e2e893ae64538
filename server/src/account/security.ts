/**
 * The account's security changes (§7 changepassword, changeTwoFactorAuth,
 * confirmTwoFactorAuth): the checks and the writes. The rate limits on guesses stay with the
 * methods (groups/account/security-methods.ts), where the router applies them.
 */
import { and, eq, ne } from 'drizzle-orm';
import { passwordRule } from '@croupier/core/validation';
// The file, not auth/index.ts: auth's registration imports the account, and this stays a leaf.
import { consumeTwoFactorCode } from '../auth/two-factor.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { refuseField, type FieldReason } from '../http/refuse-fields.ts';
import { hashPassword, verifyPassword } from '../users/password.ts';
import { newTwoFactorSecret, twoFactorUri } from './two-factor.ts';

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

/** A refused field: a reason code, or a two-factor message §8 has clients match as it is. */
function invalid(field: string, reason: FieldReason | TwoFactorMessage): ServerError {
  return reason === TWO_FACTOR_CODE_INVALID || reason === TWO_FACTOR_CODE_EXPIRED
    ? new ServerError('InvalidParameterException', reason, {
        invalidParameters: { [field]: reason },
      })
    : refuseField(field, reason);
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

/**
 * Changes the password after checking the old one and the new one's rule, and signs out every
 * other session of the player (`keepSessionIdHash` is the caller's own cookie session, if any).
 */
export async function changePassword(
  db: Db,
  userId: number,
  passwords: { old_password: string; new_password: string },
  keepSessionIdHash: string | null,
): Promise<void> {
  const { passwordHash } = await secretsOf(db, userId);
  if (!passwordHash || !(await verifyPassword(passwords.old_password, passwordHash))) {
    throw invalid('old_password', 'password');
  }
  const rule = passwordRule(passwords.new_password);
  if (rule) throw invalid('new_password', rule);
  if (passwords.new_password === passwords.old_password) {
    throw invalid('new_password', 'samePassword');
  }
  const hash = await hashPassword(passwords.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: hash, updatedAt: new Date() })
      .where(eq(users.id, userId));
    // Whoever else holds a session (a stolen cookie, an old device) is signed out.
    await tx
      .delete(sessions)
      .where(
        keepSessionIdHash !== null
          ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepSessionIdHash))
          : eq(sessions.userId, userId),
      );
  });
}

/** Starts enabling two-factor: a new secret, pending until `confirmTwoFactor`. */
export async function startTwoFactor(db: Db, userId: number) {
  const current = await secretsOf(db, userId);
  if (current.twoFactorEnabled) {
    throw new ServerError('InvalidRequestException', 'two_factor_auth is already enabled');
  }
  const secret = newTwoFactorSecret();
  // Pending until confirmTwoFactorAuth: sign-in keys off two_factor_enabled, not the secret.
  await db
    .update(users)
    .set({ twoFactorSecret: secret, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return {
    status: 'pending_confirmation' as const,
    secret,
    otpauth_uri: twoFactorUri(secret, current.login),
  };
}

/** Turns two-factor off, given a current code. */
export async function disableTwoFactor(db: Db, userId: number, code: string) {
  const current = await secretsOf(db, userId);
  if (!current.twoFactorEnabled || !current.twoFactorSecret) {
    throw new ServerError('InvalidRequestException', 'two_factor_auth is not enabled');
  }
  await requireTwoFactorCode(db, userId, current.twoFactorSecret, code);
  await db
    .update(users)
    .set({ twoFactorEnabled: false, twoFactorSecret: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { status: 'disabled' as const };
}

/** Confirms the pending secret with a code from it: two-factor is on from now. */
export async function confirmTwoFactor(db: Db, userId: number, code: string): Promise<void> {
  const current = await secretsOf(db, userId);
  if (current.twoFactorEnabled) {
    throw new ServerError('InvalidRequestException', 'two_factor_auth is already enabled');
  }
  if (!current.twoFactorSecret) {
    throw new ServerError(
      'InvalidRequestException',
      'Start enabling two_factor_auth with changeTwoFactorAuth first',
    );
  }
  await requireTwoFactorCode(db, userId, current.twoFactorSecret, code);
  await db
    .update(users)
    .set({ twoFactorEnabled: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.twoFactorSecret, current.twoFactorSecret)));
}
