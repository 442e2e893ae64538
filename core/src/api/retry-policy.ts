/**
 * When the client sends a request again (DESIGN §2, spec §7 "General"): only on the statuses
 * below, once by default, and only when a second delivery cannot do a write twice.
 */
import type { Verb } from '../contract/define.ts';

/** HTTP statuses worth one more try (spec §7). */
export const RETRIABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Extra attempts after the first, unless the client is configured otherwise. */
export const DEFAULT_RETRIES = 1;

/** Upper bound on a server-requested `Retry-After` wait: a UI should not hang for long. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;

/** Wait before a retry the server gave no `Retry-After` for; doubles with each retry. */
export const DEFAULT_BACKOFF_MS = 300;

/** True for the statuses of spec §7's retry list. */
export function isRetriableStatus(status: number): boolean {
  return RETRIABLE_STATUSES.includes(status);
}

/**
 * True when sending the request twice is safe: a GET, or a POST carrying an `Idempotency-Key`
 * (the server answers a repeated key with the first result and moves no money twice).
 */
export function isReplayable(verb: Verb, hasIdempotencyKey: boolean): boolean {
  return verb === 'GET' || (verb === 'POST' && hasIdempotencyKey);
}

/** What happened on the attempt that just failed (`type`: the §8 error type it answered). */
export type FailedAttempt = { kind: 'status'; status: number; type?: string } | { kind: 'network' };

/**
 * 503s the operator chose (maintenance, §8): another try in a moment finds the site still
 * closed, and the maintenance screen polls gently by itself — so the call fails at once and
 * the screen shows without waiting out a `Retry-After`.
 */
const MAINTENANCE_TYPES: readonly string[] = [
  'ApplicationUnavailableException',
  'ApplicationDisabledException',
];

/** Everything `shouldRetry` decides on. */
export interface RetryQuestion {
  verb: Verb;
  hasIdempotencyKey: boolean;
  /** Retries already made for this call (0 after the first attempt). */
  retriesDone: number;
  /** Retry budget of the call. */
  retries: number;
  failure: FailedAttempt;
}

/**
 * The retry decision. Statuses: GET, or POST with an idempotency key. Network failures: GET
 * only — a POST whose answer was lost may have been applied, and only reads are re-sent blind.
 */
export function shouldRetry(q: RetryQuestion): boolean {
  if (q.retriesDone >= q.retries) return false;
  if (q.failure.kind === 'network') return q.verb === 'GET';
  if (q.failure.type !== undefined && MAINTENANCE_TYPES.includes(q.failure.type)) return false;
  return isRetriableStatus(q.failure.status) && isReplayable(q.verb, q.hasIdempotencyKey);
}

/**
 * Milliseconds a `Retry-After` header asks for: delta-seconds or an HTTP-date (relative to
 * `nowMs`), never negative, capped at `maxMs`. Null when absent or unparseable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  nowMs: number,
  maxMs: number = DEFAULT_MAX_RETRY_AFTER_MS,
): number | null {
  if (header === null || header === undefined) return null;
  const value = header.trim();
  if (value === '') return null;
  let ms: number;
  if (/^\d+$/.test(value)) {
    ms = Number(value) * 1000;
  } else {
    // HTTP-dates always name a month; without this, engines read "-5" as the year -5.
    if (!/[a-z]{3}/i.test(value)) return null;
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    ms = at - nowMs;
  }
  return Math.min(Math.max(0, ms), Math.max(0, maxMs));
}

/** The wait before retry number `retriesDone + 1`: `Retry-After` when given, else a small backoff. */
export function retryDelay(input: {
  retryAfter?: string | null;
  nowMs: number;
  retriesDone: number;
  maxRetryAfterMs?: number;
  backoffMs?: number;
}): number {
  const asked = parseRetryAfter(input.retryAfter, input.nowMs, input.maxRetryAfterMs);
  if (asked !== null) return asked;
  return (input.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** input.retriesDone;
}
