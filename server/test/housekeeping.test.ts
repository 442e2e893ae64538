/**
 * Housekeeping: expired sessions, idempotency keys past their TTL and finished rate-limit
 * windows are deleted — live ones stay — by a clock the app starts when ready (through
 * app.jobs, so one instance at a time) and stops on close.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { idempotencyKeys, rateLimitBuckets, sessions } from '../src/db/schema/index.ts';
import { purgeExpiredState } from '../src/jobs/housekeeping.ts';
import type { JobLock } from '../src/jobs/index.ts';
import { createSession } from '../src/sessions/session-store.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seed: false });

async function expiredSession(userId: number): Promise<string> {
  const { session } = await createSession(server.db, { userId, kind: 'cookie', ttlSeconds: 60 });
  await server.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(sessions.idHash, session.idHash));
  return session.idHash;
}

async function liveSession(userId: number): Promise<string> {
  const { session } = await createSession(server.db, { userId, kind: 'cookie', ttlSeconds: 600 });
  return session.idHash;
}

async function sessionsLeft(ids: string[]): Promise<string[]> {
  const rows = await server.db
    .select({ id: sessions.idHash })
    .from(sessions)
    .where(inArray(sessions.idHash, ids));
  return rows.map((r) => r.id).sort();
}

describe('housekeeping', () => {
  it('purges expired sessions, old idempotency keys and finished rate-limit windows only', async () => {
    const userId = await server.createUser();
    const dead = await expiredSession(userId);
    const live = await liveSession(userId);

    const oldKey = randomUUID();
    const freshKey = randomUUID();
    const key = (k: string, ageSeconds: number) => ({
      userId,
      method: '/api/cashier/makedeposit',
      key: k,
      requestHash: 'h',
      status: 'done' as const,
      createdAt: new Date(Date.now() - ageSeconds * 1000),
    });
    await server.db
      .insert(idempotencyKeys)
      // Keys are kept seven days: one a minute past that goes, one a minute old stays.
      .values([key(oldKey, 7 * 24 * 3600 + 60), key(freshKey, 60)]);

    const over = `test:over:${randomUUID()}`;
    const running = `test:running:${randomUUID()}`;
    await server.db.insert(rateLimitBuckets).values([
      { key: over, count: 3, resetAt: new Date(Date.now() - 1000) },
      { key: running, count: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);

    const purged = await purgeExpiredState(server.db);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(purged.rateLimitBuckets).toBeGreaterThanOrEqual(1);

    expect(await sessionsLeft([dead, live])).toEqual([live]);
    const keys = await server.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [oldKey, freshKey]));
    expect(keys.map((k) => k.key)).toEqual([freshKey]);
    const buckets = await server.db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, [over, running]));
    expect(buckets.map((b) => b.key)).toEqual([running]);
  });

  it('the app runs the purge under its job lock once ready, and stops it on close', async () => {
    const userId = await server.createUser();
    const dead = await expiredSession(userId);
    const live = await liveSession(userId);
    const runs: string[] = [];
    let running = 0;
    // The app's JobLock, observed: the purge must go through it (one instance at a time).
    const jobLock: JobLock = {
      async tryRun(name, fn) {
        runs.push(name);
        running += 1;
        try {
          return { ran: true, value: await fn() };
        } finally {
          running -= 1;
        }
      },
    };
    // A second app on the same database, as another instance starting up would be.
    const app = await buildApp({ config: server.config, db: server.db, jobLock });
    try {
      await app.ready();
      await expect.poll(() => sessionsLeft([dead, live]), { timeout: 30_000 }).toEqual([live]);
      expect(runs).toContain('housekeeping');
    } finally {
      await app.close();
    }
    // Close waited for the run in progress: nothing runs after it.
    expect(running).toBe(0);
  });
});
