/**
 * Rate limiting: fixed windows (code attempts, registrations, per-IP budgets) and progressive
 * back-off (sign-in per address and login: after a few free attempts each next one must wait
 * twice as long as the last). The DB store is shared by every process and survives restarts;
 * the memory store is for a single process and tests.
 *
 * Not @fastify/rate-limit: its stores count every request in fixed windows per route, before
 * the body is read; sign-in needs keys from the body (the login), back-off that grows with
 * each attempt, and a reset when the owner gets in — all of which live here, in one table.
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

/**
 * Progressive back-off: `free` attempts at once, then attempt `free + k` only once
 * `min(baseSeconds · 2^(k-1), maxSeconds)` have passed since the previous one. The count is
 * forgotten `windowSeconds` after the last attempt (or at once by `reset`).
 */
export interface BackoffRule {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
}

// Exported for its unit test: the back-off curve without waiting for it.
/** Seconds attempt `count + 1` must wait after attempt `count` (0 while attempts are free). */
export function backoffDelaySeconds(count: number, rule: BackoffRule): number {
  if (count < rule.free) return 0;
  // The exponent is capped (as in SQL, where 2^2000 would overflow a double).
  return Math.min(rule.baseSeconds * 2 ** Math.min(count - rule.free, 40), rule.maxSeconds);
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
  /**
   * Counts an attempt on `key` under a back-off rule when its wait is over; a refused attempt
   * is not counted (`retryAfterSeconds`: until the next one may come). Atomic per key, so a
   * burst of parallel attempts gets no more through than a sequence would.
   */
  attempt(key: string, rule: BackoffRule): Promise<RateLimitResult>;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

function backoffResult(
  count: number,
  lastAt: number,
  rule: BackoffRule,
  now: number,
  allowed: boolean,
): RateLimitResult {
  const nextAt = lastAt + backoffDelaySeconds(count, rule) * 1000;
  return {
    allowed,
    remaining: Math.max(0, rule.free - count),
    retryAfterSeconds: Math.max(1, Math.ceil((nextAt - now) / 1000)),
  };
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

  async attempt(key: string, rule: BackoffRule): Promise<RateLimitResult> {
    const now = Date.now();
    let bucket = this.#buckets.get(key);
    if (bucket && bucket.resetAt <= now) bucket = undefined;
    const count = bucket?.count ?? 0;
    // The bucket's window runs from its last attempt: that attempt was at resetAt - window.
    const lastAt = bucket ? bucket.resetAt - rule.windowSeconds * 1000 : now;
    if (bucket && now < lastAt + backoffDelaySeconds(count, rule) * 1000) {
      return backoffResult(count, lastAt, rule, now, false);
    }
    this.#buckets.set(key, { count: count + 1, resetAt: now + rule.windowSeconds * 1000 });
    if (this.#buckets.size > 10_000) this.#sweep(now);
    return backoffResult(count + 1, now, rule, now, true);
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

  async attempt(key: string, rule: BackoffRule): Promise<RateLimitResult> {
    const now = Date.now();
    const nowAt = sql`${new Date(now).toISOString()}::timestamptz`;
    const window = sql`make_interval(secs => ${rule.windowSeconds})`;
    const expired = sql`${rateLimitBuckets.resetAt} <= ${nowAt}`;
    // The wait after the stored attempt: backoffDelaySeconds in SQL (count >= free here).
    const delay = sql`make_interval(secs => least(${rule.baseSeconds} * power(2, least(${rateLimitBuckets.count} - ${rule.free}, 40)), ${rule.maxSeconds}))`;
    const [row] = await this.db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, resetAt: new Date(now + rule.windowSeconds * 1000) })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
          resetAt: sql`excluded.reset_at`,
        },
        setWhere: sql`${expired} or ${rateLimitBuckets.count} < ${rule.free} or ${rateLimitBuckets.resetAt} - ${window} + ${delay} <= ${nowAt}`,
      })
      .returning({ count: rateLimitBuckets.count });
    if (row) return backoffResult(row.count, now, rule, now, true);
    const [held] = await this.db
      .select()
      .from(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} = ${key}`);
    // Gone between the two statements (reset by a sign-in): the next attempt is free.
    if (!held) return { allowed: false, remaining: 0, retryAfterSeconds: 1 };
    const lastAt = held.resetAt.getTime() - rule.windowSeconds * 1000;
    return backoffResult(held.count, lastAt, rule, now, false);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
  }
}

/** The refusal of a rate-limited call: TooManyRequestsException with Retry-After. */
export function tooManyRequests(
  retryAfterSeconds: number,
  message = 'Too many attempts. Try again later.',
): ServerError {
  return new ServerError('TooManyRequestsException', message, {
    retryAfter: retryAfterSeconds,
    errorData: { retry_after: retryAfterSeconds },
  });
}

/** Counts a hit and throws TooManyRequestsException (with Retry-After) when over the rule. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  rule: RateLimitRule,
  message = 'Too many attempts. Try again later.',
): Promise<void> {
  const r = await limiter.hit(key, rule);
  if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds, message);
}

/** Deletes the DB store's buckets whose window is over (housekeeping); returns how many. */
export async function purgeRateLimitBuckets(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.resetAt, now))
    .returning({ key: rateLimitBuckets.key });
  return gone.length;
}
