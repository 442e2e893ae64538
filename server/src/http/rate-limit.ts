/**
 * Fixed-window rate limiting (login and code attempts). The DB store is shared by every
 * process and survives restarts; the memory store is for a single process and tests.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitBuckets } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';

/** At most `limit` hits per `windowSeconds`. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** The outcome of one hit. */
export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the window after this one. */
  remaining: number;
  /** Whole seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/** A counter store. */
export interface RateLimiter {
  /** Counts a hit on `key` and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

function result(count: number, resetAt: number, rule: RateLimitRule, now: number): RateLimitResult {
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  };
}

/** In-process buckets. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #buckets = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = Date.now();
    let bucket = this.#buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      bucket = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.#buckets.set(key, bucket);
    }
    bucket.count += 1;
    if (this.#buckets.size > 10_000) this.#sweep(now);
    return result(bucket.count, bucket.resetAt, rule, now);
  }

  async reset(key: string): Promise<void> {
    this.#buckets.delete(key);
  }

  #sweep(now: number): void {
    for (const [k, b] of this.#buckets) if (b.resetAt <= now) this.#buckets.delete(k);
  }
}

/** Buckets in the `rate_limit_buckets` table, counted by one atomic upsert. */
export class DbRateLimiter implements RateLimiter {
  constructor(private readonly db: Db) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = Date.now();
    const nowAt = new Date(now);
    const resetAt = new Date(now + rule.windowSeconds * 1000);
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${rateLimitBuckets.resetAt} <= ${nowAt.toISOString()}::timestamptz then 1 else ${rateLimitBuckets.count} + 1 end`,
          resetAt: sql`case when ${rateLimitBuckets.resetAt} <= ${nowAt.toISOString()}::timestamptz then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
        },
      })
      .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt });
    if (!row) throw new Error('Rate limit upsert returned nothing');
    return result(row.count, row.resetAt.getTime(), rule, now);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
  }
}

/** Counts a hit and throws TooManyRequestsException (with Retry-After) when over the rule. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateLimitRule,
  message = 'Too many attempts. Try again later.',
): Promise<void> {
  const r = await limiter.hit(key, rule);
  if (!r.allowed) {
    throw new ServerError('TooManyRequestsException', message, {
      retryAfter: r.retryAfterSeconds,
      errorData: { retry_after: r.retryAfterSeconds },
    });
  }
}

/** Deletes the DB store's buckets whose window is over (housekeeping); returns how many. */
export async function purgeRateLimitBuckets(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.resetAt, now))
    .returning({ key: rateLimitBuckets.key });
  return gone.length;
}
