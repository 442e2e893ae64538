/**
 * Housekeeping while the server is up: at start, the idempotency keys a dead run left
 * pending are released; then, every few minutes and on one instance at a time (app.jobs),
 * expired sessions, old idempotency keys and finished rate-limit windows are deleted, so
 * those tables stay the size of the live state.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { purgeRateLimitBuckets } from '../http/rate-limit.ts';
import '../http/server-context.ts';
import {
  purgeIdempotencyKeys,
  releaseDeadKeys,
  setIdempotencyInstance,
} from '../idempotency/index.ts';
import { purgeExpiredSessions } from '../sessions/session-store.ts';
import { startClock } from './clock.ts';

/** How often the purge runs. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** Job name (and advisory-lock key) of the purge. */
const HOUSEKEEPING_JOB = 'housekeeping';

/** What one purge deleted. */
export interface Purged {
  sessions: number;
  idempotencyKeys: number;
  rateLimitBuckets: number;
}

// Exported for housekeeping.test.ts: one pass on demand, not on the scheduler's clock.
/** Deletes expired sessions, idempotency keys past their TTL and finished rate-limit windows. */
export async function purgeExpiredState(db: Db, now: Date = new Date()): Promise<Purged> {
  return {
    sessions: await purgeExpiredSessions(db, now),
    idempotencyKeys: await purgeIdempotencyKeys(db, now),
    rateLimitBuckets: await purgeRateLimitBuckets(db, now),
  };
}

/** How housekeeping runs. */
export interface HousekeepingOptions {
  /** True on the embedded database (one process): see releaseDeadKeys. */
  singleProcess: boolean;
  /** INSTANCE_ID: whose earlier run's keys this process releases. */
  instanceId: string;
  intervalMs?: number;
}

/** Releases dead idempotency keys on ready, runs the purge clock until close. */
export function registerHousekeeping(app: FastifyInstance, options: HousekeepingOptions): void {
  setIdempotencyInstance(options.instanceId);
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const released = await releaseDeadKeys(app.db, { singleProcess: options.singleProcess });
    if (released > 0) app.log.warn({ released }, 'Released idempotency keys of a dead run');
    stop = startClock({
      name: HOUSEKEEPING_JOB,
      intervalMs: options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS,
      lock: app.jobs,
      run: async () => {
        const purged = await purgeExpiredState(app.db);
        app.log.debug({ purged }, 'Housekeeping purged expired state');
      },
      onError: (err) => app.log.error({ err }, 'Housekeeping failed'),
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
