/** Deposit limit periods in days (§9); a limit may also have no period ("none", §3). */
export const DEPOSIT_LIMIT_PERIODS = [1, 7, 14, 30] as const;

/** One of the §9 deposit limit periods, in days. */
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** The §3 default of a deposit limit's period. */
export const DEPOSIT_LIMIT_PERIOD_NONE = 'none';

/** Whether a number is one of the §9 deposit limit periods. */
export function isDepositLimitPeriod(days: unknown): days is DepositLimitPeriod {
  return (DEPOSIT_LIMIT_PERIODS as readonly unknown[]).includes(days);
}
