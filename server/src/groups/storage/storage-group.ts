/**
 * storage (§7): a small per-player key/value store. A player holds at most 100 keys; a set
 * of a new key beyond that answers StorageQuotaExceededException. The count and the insert
 * happen under a lock on the player's row, so concurrent sets cannot overshoot the quota.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storage } from '@croupier/core/contract';
import { storageEntries, users } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';

/** Keys one player may hold. */
const STORAGE_QUOTA = 100;

/** Mounts storage.get, storage.getKeys and storage.set. */
export function registerStorageGroup(app: FastifyInstance): void {
  registerMethod(app, storage.get, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const result: Record<string, string | null> = Object.fromEntries(
      params.keys.map((k) => [k, null]),
    );
    if (params.keys.length === 0) return result;
    const rows = await db
      .select({ key: storageEntries.key, value: storageEntries.value })
      .from(storageEntries)
      .where(and(eq(storageEntries.userId, user.id), inArray(storageEntries.key, params.keys)));
    for (const r of rows) result[r.key] = r.value;
    return result;
  });

  registerMethod(app, storage.getKeys, async ({ db, requireUser }) => {
    const user = requireUser();
    const rows = await db
      .select({ key: storageEntries.key })
      .from(storageEntries)
      .where(eq(storageEntries.userId, user.id))
      .orderBy(asc(storageEntries.key));
    return rows.map((r) => r.key);
  });

  registerMethod(app, storage.set, async ({ params, db, requireUser }) => {
    const user = requireUser();
    await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [existing] = await tx
        .select({ key: storageEntries.key })
        .from(storageEntries)
        .where(and(eq(storageEntries.userId, user.id), eq(storageEntries.key, params.key)));
      if (!existing) {
        const [row] = await tx
          .select({ n: count() })
          .from(storageEntries)
          .where(eq(storageEntries.userId, user.id));
        if ((row?.n ?? 0) >= STORAGE_QUOTA) {
          throw new ServerError(
            'StorageQuotaExceededException',
            `Storage holds at most ${STORAGE_QUOTA} keys`,
            { errorData: { quota: STORAGE_QUOTA } },
          );
        }
      }
      await tx
        .insert(storageEntries)
        .values({ userId: user.id, key: params.key, value: params.value })
        .onConflictDoUpdate({
          target: [storageEntries.userId, storageEntries.key],
          set: { value: params.value, updatedAt: sql`now()` },
        });
    });
    return 1 as const;
  });
}
