/**
 * Idempotency keys (DESIGN §6): the first call with a key runs and its answer is stored; a
 * retry with the same key and parameters gets that answer back and moves no money twice.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';

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

/** SHA-256 of the parameters in a key-order-independent JSON form. */
export function hashParams(params: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(stable(params)) ?? 'null')
    .digest('hex');
}

/** Runs `fn` once per (player, method, key); retries get the stored result. */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  fn: () => Promise<T>,
): Promise<T> {
  const requestHash = hashParams(call.params);
  const where = and(
    eq(idempotencyKeys.userId, call.userId),
    eq(idempotencyKeys.method, call.method),
    eq(idempotencyKeys.key, call.key),
  );
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: call.userId, method: call.method, key: call.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row)
      throw new ServerError('TooManyRequestsException', 'Retry the request', { retryAfter: 1 });
    if (row.requestHash !== requestHash) {
      throw new ServerError(
        'InvalidRequestException',
        'This Idempotency-Key was already used with other parameters',
      );
    }
    if (row.status === 'pending') {
      throw new ServerError(
        'TooManyRequestsException',
        'A request with this Idempotency-Key is still in progress',
        { retryAfter: 1 },
      );
    }
    return row.response as T;
  }
  try {
    const result = await fn();
    await db
      .update(idempotencyKeys)
      .set({ status: 'done', response: (result ?? null) as unknown })
      .where(where);
    return result;
  } catch (err) {
    // A failed call moved nothing (its DB transaction rolled back): the key may be retried.
    await db.delete(idempotencyKeys).where(where);
    throw err;
  }
}
