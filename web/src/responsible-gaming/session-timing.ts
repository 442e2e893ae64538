/**
 * The session clock and the reality check measure time from the server's summary, not from
 * the device's idea of when the player signed in: the summary says how long the session has
 * run at the server's `now`, and the device only adds what its own clock has seen since.
 */
import type { contract } from '@croupier/core';

type SessionSummary = contract.account.SessionSummary;

/** When, on the device's clock, the session began: `receivedAt` less the seconds signed in. */
function sessionStartOnDevice(summary: SessionSummary, receivedAt: number): number {
  return receivedAt - summary.signed_in_seconds * 1000;
}

/**
 * Milliseconds from `receivedAt` (device clock) until the next reality check, measured on the
 * server's clock (next_at − now) so skew between the two does not matter; null when off.
 */
export function realityCheckDelay(summary: SessionSummary): number | null {
  const next = summary.reality_check.next_at;
  if (summary.reality_check.interval_minutes === 0 || next === null) return null;
  const delay = Date.parse(next) - Date.parse(summary.now);
  return Number.isFinite(delay) ? Math.max(0, delay) : null;
}

/** Where the session clock counts from: the server's session and its start on the device. */
export interface SessionAnchor {
  /** The summary's `started_at`: a new sign-in is a new session. */
  startedAt: string;
  /** The session's start on the device's clock (ms). */
  deviceStart: number;
}

/**
 * The anchor after a new summary: a new session starts afresh; the same session keeps the
 * earliest start seen, so a re-read never makes the clock jump back.
 */
export function nextAnchor(
  previous: SessionAnchor | null,
  summary: SessionSummary,
  receivedAt: number,
): SessionAnchor {
  const deviceStart = sessionStartOnDevice(summary, receivedAt);
  if (!previous || previous.startedAt !== summary.started_at) {
    return { startedAt: summary.started_at, deviceStart };
  }
  return {
    startedAt: previous.startedAt,
    deviceStart: Math.min(previous.deviceStart, deviceStart),
  };
}
