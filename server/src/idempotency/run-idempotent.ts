/**
 * Idempotency keys (DESIGN §6): the first call with a key runs and its answer is stored; a
 * retry with the same key and parameters gets that answer back and moves no money twice.
 * A pending key is leased to the process running it (idempotency-owner.ts), so a crash
 * mid-call does not leave it "in progress" for ever.
 */
import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { IDEMPOTENCY_LEASE_SECONDS, idempotencyOwner } from './idempotency-owner.ts';

/** Accepted `Idempotency-Key` values (nanoid, UUID and similar). */
export const IDEMPOTENCY_KEY = /^[\w:.-]{8,128}$/;

/** One idempotent call. */
export interface IdempotentCall {
  userId: number;
  key: string;
  /** `/api/{group}/{method}` */
  method: string;
  /** The validated parameters, compared between the first call and its retries. */
  params: unknown;
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  }
  return typeof value === 'bigint' ? value.toString() : value;
}

// Exported for idempotency.test.ts, which plants a dead instance's pending key with a request's hash.
/** SHA-256 of the parameters in a key-order-independent JSON form. */
export function hashParams(params: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(stable(params)) ?? 'null')
    .digest('hex');
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

function inProgress(row: KeyRow): ServerError {
  const left = Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000);
  return new ServerError(
    'TooManyRequestsException',
    'A request with this Idempotency-Key is still in progress',
    { retryAfter: Math.min(Math.max(left, 1), IDEMPOTENCY_LEASE_SECONDS) },
  );
}

/**
 * Claims the key for this process: a new key, or a pending one whose owner is gone (its
 * lease is over, or — on the embedded database, which no other process can open — it is
 * held by an earlier run). Answers the stored result when the key is done.
 */
async function claim(
  db: Db,
  call: IdempotentCall,
  requestHash: string,
): Promise<{ claimed: true } | { claimed: false; response: unknown }> {
  const where = keyOf(call);
  const lease = sql`now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`;
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      userId: call.userId,
      method: call.method,
      key: call.key,
      requestHash,
      owner: idempotencyOwner(),
      lockedUntil: lease,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };

  const [row] = await db.select().from(idempotencyKeys).where(where);
  // Freed by a failed first call between our insert and this read: the retry may run.
  if (!row)
    throw new ServerError('TooManyRequestsException', 'Retry the request', { retryAfter: 1 });
  if (row.requestHash !== requestHash) {
    throw new ServerError(
      'InvalidRequestException',
      'This Idempotency-Key was already used with other parameters',
    );
  }
  if (row.status === 'done') return { claimed: false, response: row.response };

  const ownerDead = db instanceof PgliteDatabase && row.owner !== idempotencyOwner();
  // Compare-and-set on the owner we saw: of several retries racing, one takes the key over.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ owner: idempotencyOwner(), lockedUntil: lease })
    .where(
      and(
        where,
        eq(idempotencyKeys.status, 'pending'),
        eq(idempotencyKeys.owner, row.owner),
        ownerDead ? undefined : lte(idempotencyKeys.lockedUntil, sql`now()`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (!taken) throw inProgress(row);
  return { claimed: true };
}

function keyOf(call: IdempotentCall) {
  return and(
    eq(idempotencyKeys.userId, call.userId),
    eq(idempotencyKeys.method, call.method),
    eq(idempotencyKeys.key, call.key),
  );
}

/**
 * Runs `fn` once per (player, method, key); retries get the stored result, or "in progress"
 * (TooManyRequestsException with Retry-After) while the first call runs. A key left pending
 * by a process that died is taken over by the next retry, which runs `fn` again: the money
 * methods find what the dead run committed (deposits, withdrawals and loyalty purchases are
 * unique on their key, an offer take's grant reference carries it; the other idempotent
 * methods are state changes — activate, remove, pay out, cancel — that a second run refuses),
 * so nothing moves twice.
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  fn: () => Promise<T>,
): Promise<T> {
  const claimed = await claim(db, call, hashParams(call.params));
  if (!claimed.claimed) return claimed.response as T;
  // Only while this process still holds the key: after a takeover the new owner finishes it.
  const ours = and(
    keyOf(call),
    eq(idempotencyKeys.status, 'pending'),
    eq(idempotencyKeys.owner, idempotencyOwner()),
  );
  let result: T;
  try {
    result = await fn();
  } catch (err) {
    // A failed call moved nothing (its DB transaction rolled back): the key may be retried.
    await db.delete(idempotencyKeys).where(ours);
    throw err;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', response: (result ?? null) as unknown })
    .where(ours);
  return result;
}
