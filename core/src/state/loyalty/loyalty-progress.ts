/** Loyalty progress (§4): percent from the current count between a minimum and a maximum. */

/** Percent of the way from `min` to `max` (default 100), clamped to 0..100. */
export function loyaltyProgress(current: number, min: number, max: number = 100): number {
  if (![current, min, max].every(Number.isFinite)) return 0;
  if (max <= min) return current >= max ? 100 : 0;
  const percent = ((current - min) / (max - min)) * 100;
  return Math.min(100, Math.max(0, percent));
}
