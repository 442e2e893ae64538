/**
 * The pools "tick up": between two answers the shown amount runs from the old value to the
 * new one, eased, in cents, so it never shows a value outside the two answers.
 */

/** How long the run from one amount to the next takes. */
export const TICK_DURATION_MS = 1_200;

/** Ease-out cubic: fast start, gentle landing. */
function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/** The amount shown `elapsed` ms into a run from `from` to `to`, rounded to the cent. */
export function tickValue(from: number, to: number, elapsed: number, duration = TICK_DURATION_MS) {
  if (elapsed >= duration || from === to) return to;
  const value = from + (to - from) * easeOut(elapsed / duration);
  return Math.round(value * 100) / 100;
}
