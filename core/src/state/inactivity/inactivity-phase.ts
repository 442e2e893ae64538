/**
 * Pure rules of the inactivity machine (§4 Inactivity, §9): a warning at 80 % of the period
 * with a countdown over the last 20 %, and the action at 100 %.
 */

/** Share of the period after which the warning shows (§9). */
export const WARNING_SHARE = 0.8;

/** Where an idle user stands. */
export type InactivityPhase = 'off' | 'active' | 'warning' | 'expired';

/** The machine runs only with a period set and an authenticated user. */
export function isInactivityActive(periodSeconds: number | null, authenticated: boolean): boolean {
  return authenticated && typeof periodSeconds === 'number' && periodSeconds > 0;
}

/** Phase and seconds left (during the warning) after `idleMs` of inactivity. */
export function inactivityPhase(
  idleMs: number,
  periodSeconds: number,
): { phase: Exclude<InactivityPhase, 'off'>; secondsLeft: number | null; nextCheckInMs: number } {
  const periodMs = periodSeconds * 1000;
  const warningAt = periodMs * WARNING_SHARE;
  if (idleMs >= periodMs) return { phase: 'expired', secondsLeft: 0, nextCheckInMs: 0 };
  if (idleMs < warningAt)
    return { phase: 'active', secondsLeft: null, nextCheckInMs: warningAt - idleMs };
  const leftMs = periodMs - idleMs;
  const secondsLeft = Math.ceil(leftMs / 1000);
  // Wake on the next whole-second boundary of the countdown, or at the deadline.
  const nextCheckInMs = Math.max(1, leftMs - (secondsLeft - 1) * 1000);
  return { phase: 'warning', secondsLeft, nextCheckInMs };
}
