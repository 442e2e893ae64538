/**
 * The numbers of the loyalty programme, written once (README.md explains them); the scenario
 * tests assert exactly these.
 */

/**
 * Real money, in minor units, a player stakes from the MAIN balance to earn one point, per
 * currency: 1 point per 1 USD, per 1 EUR, per 5 BRL. Bonus, betting-bonus and fun stakes earn
 * nothing; a currency not listed earns nothing. Fractions carry over to the next stake.
 */
export const STAKE_PER_POINT_MINOR: Readonly<Record<string, bigint>> = {
  USD: 100n,
  EUR: 100n,
  BRL: 500n,
};

/** Undelivered notices one getnotifications call hands out (older ones first). */
export const NOTICES_PER_DELIVERY = 50;

/** Notices older than this are dropped instead of delivered (a toast about last month is noise). */
export const NOTICE_TTL_DAYS = 30;
