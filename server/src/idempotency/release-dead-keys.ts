/**
 * Start-up recovery: a process killed mid-call (kill -9, OOM, power) leaves its keys pending.
 * Ending their leases lets the player's retry take the key over at once instead of getting
 * "in progress" until the lease runs out.
 */
import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { idempotencyInstance, idempotencyOwner } from './idempotency-owner.ts';

/** Whose keys a starting process may release. */
export interface ReleaseScope {
  /**
   * True when no other process can use this database (embedded PGlite): every pending key
   * not held by this process is dead. False (PostgreSQL): only this instance's earlier runs
   * are known dead; other instances' keys wait for their leases.
   */
  singleProcess: boolean;
}

/** Ends the leases of pending keys held by dead runs; returns how many. */
export async function releaseDeadKeys(db: Db, scope: ReleaseScope): Promise<number> {
  const released = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.status, 'pending'),
        ne(idempotencyKeys.owner, idempotencyOwner()),
        scope.singleProcess
          ? undefined
          : like(idempotencyKeys.owner, `${escapeLike(idempotencyInstance())}/%`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return released.length;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
