/**
 * auth.restore (§4 restore mode): password recovery by e-mail or phone through a 6-digit
 * code. Step 1 answers 1 whether or not an account exists (no probing) and writes the code
 * to the outbox; step 2 takes the code and a new password, consumes the code, and ends every
 * session of the player. Codes live 15 minutes and a code dies after 5 wrong tries.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { auth, ParamsOut } from '@croupier/core/contract';
import { passwordRule } from '@croupier/core/validation';
import { outbox, users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { refuseFields } from '../http/refuse-fields.ts';
import { sendMessage } from '../outbox/index.ts';
import { destroyUserSessions } from '../sessions/index.ts';
import { sameText } from '../tokens/index.ts';
import { hashPassword } from '../users/index.ts';
import {
  hitLimits,
  limitKey,
  RESTORE_SEND_PER_IP,
  RESTORE_SEND_PER_RECIPIENT,
  RESTORE_VERIFY_PER_IP,
  RESTORE_VERIFY_PER_RECIPIENT,
} from './auth-limits.ts';
import type { AuthCall } from './auth-call.ts';
import { findAccountByLogin, phoneDigits } from './find-account.ts';

// Exported (with the two below) for auth-restore.test.ts, which checks the code policy against these numbers.
/** What restore codes are filed under in the outbox. */
export const RESTORE_PURPOSE = 'restore_password';
/** Seconds a recovery code stays valid. */
export const RESTORE_CODE_TTL_SECONDS = 15 * 60;
/** Wrong entries after which a code is dead. */
export const RESTORE_MAX_ATTEMPTS = 5;

const CODE_INVALID = 'code is invalid';
const CODE_EXPIRED = 'Time expired';

function codeError(message: string): ServerError {
  return new ServerError('InvalidParameterException', message, {
    invalidParameters: { code: message },
  });
}

/** Sends a code (step 1) or sets the new password with it (step 2); always answers 1. */
export async function restore(
  call: Omit<AuthCall, 'sessions'>,
  params: ParamsOut<typeof auth.restore>,
): Promise<1> {
  const { db, limiter, ip } = call;
  const channel = params.email !== undefined ? 'email' : 'sms';
  const recipient =
    params.email !== undefined ? params.email.trim().toLowerCase() : phoneDigits(params.phone!);

  if (params.code === undefined || params.password === undefined) {
    await hitLimits(limiter, [
      [limitKey('restore:send:ip', ip), RESTORE_SEND_PER_IP],
      [limitKey('restore:send:to', recipient), RESTORE_SEND_PER_RECIPIENT],
    ]);
    const account = await findAccountByLogin(db, recipient);
    if (account && account.status !== 'banned' && account.status !== 'deleted') {
      // Only the newest code works: a resend retires the ones before it.
      await db
        .update(outbox)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(outbox.recipient, recipient),
            eq(outbox.purpose, RESTORE_PURPOSE),
            isNull(outbox.consumedAt),
          ),
        );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await sendMessage(db, {
        userId: account.id,
        channel,
        to: recipient,
        template: RESTORE_PURPOSE,
        code,
        body: `Your password recovery code is ${code}. It is valid for 15 minutes.`,
        expiresInSeconds: RESTORE_CODE_TTL_SECONDS,
      });
    }
    return 1;
  }

  await hitLimits(limiter, [
    [limitKey('restore:verify:ip', ip), RESTORE_VERIFY_PER_IP],
    [limitKey('restore:verify:to', recipient), RESTORE_VERIFY_PER_RECIPIENT],
  ]);
  const passwordIssue = passwordRule(params.password);
  if (passwordIssue) {
    throw refuseFields({ password: passwordIssue }, { message: 'Invalid parameters' });
  }
  const [row] = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.recipient, recipient),
        eq(outbox.purpose, RESTORE_PURPOSE),
        isNull(outbox.consumedAt),
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!row || row.userId === null || row.code === null) throw codeError(CODE_INVALID);
  if (row.attempts >= RESTORE_MAX_ATTEMPTS) throw codeError(CODE_INVALID);
  if (!sameText(row.code, params.code)) {
    await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, row.id));
    throw codeError(CODE_INVALID);
  }
  if (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now()) {
    throw codeError(CODE_EXPIRED);
  }

  const userId = row.userId;
  const passwordHash = await hashPassword(params.password);
  await db.transaction(async (tx) => {
    const consumed = await tx
      .update(outbox)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(outbox.id, row.id), isNull(outbox.consumedAt)))
      .returning({ id: outbox.id });
    // A concurrent call consumed it first.
    if (consumed.length === 0) throw codeError(CODE_INVALID);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await destroyUserSessions(tx, userId);
  });
  return 1;
}
