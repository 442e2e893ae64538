/** Housekeeping: idempotency keys are kept long enough for any retry, then deleted. */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/**
 * How long a key answers retries. A client's retries of one call come within minutes; a week
 * also covers a player who reopens a stale form. Deposits and withdrawals stay unique on
 * their key after that anyway (the cashier's own index).
 */
const IDEMPOTENCY_KEY_TTL_SECONDS = 7 * 24 * 3600;

/** Deletes keys older than the TTL (done, or pending and long abandoned); returns how many. */
export async function purgeIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
