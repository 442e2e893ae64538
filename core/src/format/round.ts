/** Rounding of spec §9: sums to two decimals and a round-down-to-step helper. */
import { SUM_DECIMALS } from '../constants/limits.ts';

/**
 * Rounds half away from zero to `decimals` places via exponent notation, so 1.005 becomes
 * 1.01 (plain `Math.round(x * 100) / 100` gives 1 because 1.005 * 100 is 100.49999…).
 */
function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  const result = sign * Number(`${shifted}e-${decimals}`);
  return Object.is(result, -0) ? 0 : result;
}

/** Rounds a sum to two decimals (§9): 10.005 → 10.01, 3.14159 → 3.14. */
export function roundSum(value: number): number {
  return roundTo(value, SUM_DECIMALS);
}

function decimalsOf(n: number): number {
  const text = String(n);
  const exp = /e-(\d+)$/.exec(text);
  if (exp) return Number(exp[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * Rounds down to a multiple of `step` (§9), e.g. 1234 with step 100 → 1200 and 0.3 with step
 * 0.1 → 0.3 (not 0.2, which naive float division gives). A step ≤ 0 returns the value as is.
 */
export function roundDownToStep(value: number, step: number): number {
  if (!(step > 0) || !Number.isFinite(value)) return value;
  const decimals = Math.max(decimalsOf(step), decimalsOf(value));
  const ratio = roundTo(value / step, 9);
  return roundTo(Math.floor(ratio) * step, decimals);
}
