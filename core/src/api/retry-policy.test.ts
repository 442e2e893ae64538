import { describe, expect, it } from 'vitest';
import {
  RETRIABLE_STATUSES,
  isReplayable,
  isRetriableStatus,
  parseRetryAfter,
  retryDelay,
  shouldRetry,
} from './retry-policy.ts';

const NOW = Date.UTC(2026, 5, 1, 10, 0, 0);

describe('retriable statuses (spec §7)', () => {
  it('are 408, 409, 425, 429, 500, 502, 503, 504', () => {
    expect([...RETRIABLE_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const s of [400, 401, 403, 404, 413, 422, 501]) expect(isRetriableStatus(s)).toBe(false);
  });
});

describe('shouldRetry', () => {
  const base = { retriesDone: 0, retries: 1, hasIdempotencyKey: false } as const;
  it('retries a GET on a retriable status, once by default', () => {
    expect(shouldRetry({ ...base, verb: 'GET', failure: { kind: 'status', status: 503 } })).toBe(
      true,
    );
    expect(
      shouldRetry({
        ...base,
        retriesDone: 1,
        verb: 'GET',
        failure: { kind: 'status', status: 503 },
      }),
    ).toBe(false);
  });
  it('does not retry maintenance (503 ApplicationUnavailable/Disabled): the screen polls', () => {
    for (const type of ['ApplicationUnavailableException', 'ApplicationDisabledException']) {
      expect(
        shouldRetry({ ...base, verb: 'GET', failure: { kind: 'status', status: 503, type } }),
      ).toBe(false);
    }
    expect(
      shouldRetry({
        ...base,
        verb: 'GET',
        failure: { kind: 'status', status: 503, type: 'BillingUnavailableException' },
      }),
    ).toBe(true);
  });
  it('never retries a POST without an Idempotency-Key', () => {
    expect(shouldRetry({ ...base, verb: 'POST', failure: { kind: 'status', status: 503 } })).toBe(
      false,
    );
    expect(isReplayable('POST', false)).toBe(false);
  });
  it('retries a POST with an Idempotency-Key on a retriable status', () => {
    expect(
      shouldRetry({
        ...base,
        hasIdempotencyKey: true,
        verb: 'POST',
        failure: { kind: 'status', status: 429 },
      }),
    ).toBe(true);
  });
  it('retries network failures for GET only', () => {
    expect(shouldRetry({ ...base, verb: 'GET', failure: { kind: 'network' } })).toBe(true);
    expect(
      shouldRetry({ ...base, hasIdempotencyKey: true, verb: 'POST', failure: { kind: 'network' } }),
    ).toBe(false);
  });
  it('does not retry 4xx answers other than the listed ones', () => {
    expect(shouldRetry({ ...base, verb: 'GET', failure: { kind: 'status', status: 422 } })).toBe(
      false,
    );
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('2', NOW, 10_000)).toBe(2000);
    expect(parseRetryAfter(' 0 ', NOW, 10_000)).toBe(0);
  });
  it('reads an HTTP-date relative to the injected now', () => {
    expect(parseRetryAfter(new Date(NOW + 4000).toUTCString(), NOW, 10_000)).toBe(4000);
  });
  it('never waits a negative time for a date in the past', () => {
    expect(parseRetryAfter(new Date(NOW - 60_000).toUTCString(), NOW, 10_000)).toBe(0);
  });
  it('caps the wait at the maximum', () => {
    expect(parseRetryAfter('120', NOW, 5000)).toBe(5000);
    expect(parseRetryAfter(new Date(NOW + 3_600_000).toUTCString(), NOW, 5000)).toBe(5000);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, NOW)).toBeNull();
    expect(parseRetryAfter('', NOW)).toBeNull();
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter('-5', NOW)).toBeNull();
  });
});

describe('retryDelay', () => {
  it('prefers Retry-After, else doubles a small backoff', () => {
    expect(retryDelay({ retryAfter: '1', nowMs: NOW, retriesDone: 0 })).toBe(1000);
    expect(retryDelay({ nowMs: NOW, retriesDone: 0, backoffMs: 100 })).toBe(100);
    expect(retryDelay({ nowMs: NOW, retriesDone: 2, backoffMs: 100 })).toBe(400);
  });
});
