import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../errors.ts';
import { enforceRateLimit, MemoryRateLimiter } from './rate-limit.ts';

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
});
