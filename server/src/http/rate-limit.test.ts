import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../errors.ts';
import {
  backoffDelaySeconds,
  enforceRateLimit,
  MemoryRateLimiter,
  type BackoffRule,
} from './rate-limit.ts';

describe('rate limiting (memory store)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` hits per window, then TooManyRequestsException with Retry-After', async () => {
    const limiter = new MemoryRateLimiter();
    const rule = { limit: 5, windowSeconds: 60 };
    for (let i = 0; i < 5; i++) await enforceRateLimit(limiter, 'login:1.2.3.4', rule);
    vi.advanceTimersByTime(20_000);
    const err = await enforceRateLimit(limiter, 'login:1.2.3.4', rule).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect((err as ServerError).type).toBe('TooManyRequestsException');
    expect((err as ServerError).retryAfter).toBe(40);
    // Another key has its own bucket.
    await expect(enforceRateLimit(limiter, 'login:5.6.7.8', rule)).resolves.toBeUndefined();
  });

  it('opens a new window once the old one has passed, and reset forgets a key', async () => {
    const limiter = new MemoryRateLimiter();
    const rule = { limit: 1, windowSeconds: 10 };
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    expect((await limiter.hit('k', rule)).allowed).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
    await limiter.reset('k');
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });

  const backoff: BackoffRule = { free: 3, baseSeconds: 2, maxSeconds: 30, windowSeconds: 600 };

  it('back-off: free attempts, then each waits twice as long as the last, up to the cap', async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) expect((await limiter.attempt('k', backoff)).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await limiter.attempt('k', backoff);
      expect(refused.allowed).toBe(false);
      waits.push(refused.retryAfterSeconds);
      // A refused attempt is not counted: asking again at once gets the same wait.
      expect((await limiter.attempt('k', backoff)).retryAfterSeconds).toBe(
        refused.retryAfterSeconds,
      );
      vi.advanceTimersByTime(refused.retryAfterSeconds * 1000 - 1);
      expect((await limiter.attempt('k', backoff)).allowed).toBe(false);
      vi.advanceTimersByTime(1);
      expect((await limiter.attempt('k', backoff)).allowed).toBe(true);
    }
    expect(waits).toEqual([2, 4, 8, 16, 30, 30]);
  });

  it('back-off: forgotten a window after the last attempt, or at once on reset', async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.attempt('k', backoff);
    expect((await limiter.attempt('k', backoff)).allowed).toBe(false);
    vi.advanceTimersByTime(600_000);
    for (let i = 0; i < 3; i++) expect((await limiter.attempt('k', backoff)).allowed).toBe(true);
    await limiter.reset('k');
    for (let i = 0; i < 3; i++) expect((await limiter.attempt('k', backoff)).allowed).toBe(true);
    expect((await limiter.attempt('other', backoff)).allowed).toBe(true);
  });

  it('back-off delays never overflow however many attempts a key collects', () => {
    expect(backoffDelaySeconds(2, backoff)).toBe(0);
    expect(backoffDelaySeconds(3, backoff)).toBe(2);
    expect(backoffDelaySeconds(100_000, backoff)).toBe(30);
  });
});
