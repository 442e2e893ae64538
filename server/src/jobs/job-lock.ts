/**
 * Work that must run once per tick across every server instance (DESIGN §5b): session purge,
 * payouts, settling clocks. On PostgreSQL a session-level advisory lock, held on a pooled
 * connection of its own while the work runs on the others, lets exactly one instance run a
 * job at a time; the embedded PGlite serves one process, so an in-process guard is enough
 * there (its single connection could not hold a lock while the work uses it).
 */
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';

/** Runs named jobs so that no two runs of one name overlap, here or in another instance. */
export interface JobLock {
  /** Runs `fn` when no run of `name` is under way anywhere; `ran: false` when one is. */
  tryRun<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** A guard for one process: overlapping runs of a name are skipped. */
export function inProcessJobLock(): JobLock {
  const running = new Set<string>();
  return {
    async tryRun(name, fn) {
      if (running.has(name)) return { ran: false };
      running.add(name);
      try {
        return { ran: true, value: await fn() };
      } finally {
        running.delete(name);
      }
    },
  };
}

// Exported for job-lock.test.ts: two holders of one lock, without the scheduler.
/** Advisory locks on PostgreSQL, keyed by `hashtext(name)`; in-process overlap is skipped too. */
export function advisoryJobLock(pool: pg.Pool): JobLock {
  const local = inProcessJobLock();
  return {
    tryRun(name, fn) {
      return local
        .tryRun(name, async () => {
          const client = await pool.connect();
          let locked = false;
          try {
            const res = await client.query<{ ok: boolean }>(
              'select pg_try_advisory_lock(hashtext($1)) as ok',
              [`croupier:${name}`],
            );
            locked = res.rows[0]?.ok === true;
            if (!locked) return { ran: false } as const;
            return { ran: true, value: await fn() } as const;
          } finally {
            if (locked) {
              await client
                .query('select pg_advisory_unlock(hashtext($1))', [`croupier:${name}`])
                .catch(() => undefined);
            }
            client.release();
          }
        })
        .then((r) => (r.ran ? r.value : r));
    },
  };
}

/** The lock that fits the database: advisory locks on PostgreSQL, in-process on PGlite. */
export function jobLockFor(handle: Pick<DatabaseHandle, 'driver' | 'client'>): JobLock {
  return handle.driver === 'postgres'
    ? advisoryJobLock(handle.client as pg.Pool)
    : inProcessJobLock();
}
