/** Withdrawal limits beyond each method's min/max: a total per rolling day, per currency. */

/** The most a player may withdraw in any 24 hours, in minor units, per currency. */
const DAILY_WITHDRAWAL_LIMIT_MINOR: Readonly<Record<string, bigint>> = {
  USD: 20_000_00n,
  EUR: 20_000_00n,
  BRL: 100_000_00n,
};

/** The window the daily total is counted over. */
export const WITHDRAWAL_PERIOD_MS = 24 * 3600 * 1000;

/** The daily limit of a currency (the USD one for a currency without its own). */
export function dailyWithdrawalLimit(currency: string): bigint {
  return DAILY_WITHDRAWAL_LIMIT_MINOR[currency] ?? DAILY_WITHDRAWAL_LIMIT_MINOR.USD!;
}
