/** What every route can reach on the Fastify instance: the database, config, rate limiter. */
import type { CatalogueCache } from '../catalogue/catalogue-cache.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { JobLock } from '../jobs/job-lock.ts';
import type { BalanceCache } from '../ledger/balance-cache.ts';
import type { SessionCache } from '../sessions/session-cache.ts';
import type { RateLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL). */
    db: Db;
    /** The server configuration. */
    config: Config;
    /** The rate limiter for login and code attempts. */
    rateLimiter: RateLimiter;
    /** Runs clock jobs once per tick across instances (advisory locks on PostgreSQL). */
    jobs: JobLock;
    /** The in-memory game catalogue (games.get, the search index). */
    catalogue: CatalogueCache;
    /** Sessions resolved recently (the session hook reads through it). */
    sessionCache: SessionCache;
    /** Balance sheets read recently (account.getBalance reads through it). */
    balanceCache: BalanceCache;
  }
}

export {};
