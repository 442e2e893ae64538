/**
 * The numbers behind bonuses, freespins and cashback, written down once (README.md explains
 * the rules in words; tests assert these values).
 */

/** Days a granted bonus (casino or betting) may wait for activation and wagering by default. */
export const BONUS_DEFAULT_EXPIRY_DAYS = 30;
/** Days a freespin pack stays usable by default. */
export const FREESPINS_DEFAULT_EXPIRY_DAYS = 7;

/**
 * General info `is_bonus_isolation_enabled`: new bonuses are isolated. An isolated bonus is
 * exclusive — it cannot be in play (active or wagering) together with another bonus of the
 * same balance (casino or betting) — so its funds stay apart from every other bonus's and the
 * real balance, and burn whole when it is removed.
 */
export const BONUS_ISOLATION_ENABLED = true;

/** Cashback: basis points of the period's net real-money loss (1000 = 10 %). */
export const CASHBACK_RATE_BP = 1000;
/** Cashback below this (minor units, 1.00) is not offered. */
export const CASHBACK_MIN_MINOR = 100n;
/** Days an offered cashback may be claimed (`receiving_expired_at`). */
export const CASHBACK_CLAIM_DAYS = 7;

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/**
 * Turnover required for `amountMinor` wagered `multiplier` times, rounded up to a minor unit
 * (multipliers with up to two decimals, e.g. 2.5, are exact).
 */
export function wagerRequiredMinor(amountMinor: bigint, multiplier: number): bigint {
  if (!(multiplier > 0)) return 0n;
  const hundredths = BigInt(Math.round(multiplier * 100));
  return (amountMinor * hundredths + 99n) / 100n;
}

/** `now` + `days`, or null when no expiry applies. */
export function expiryAfter(now: Date, days: number | undefined, fallback: number): Date | null {
  const d = days ?? fallback;
  return d > 0 ? new Date(now.getTime() + d * DAY_MS) : null;
}
