/** Length and count limits of spec §5/§9 shared by validation, forms and the server. */

/** Minimum password length (§5, §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Bounds of the password helper rule: 6 to 20 characters (§5, §9). */
export const PASSWORD_HELPER_LENGTH = { min: 6, max: 20 } as const;

/** Digits in a confirmation code and a two-factor code (§5, §9). */
export const CODE_LENGTH = 6;

/** Minimum nickname (fakename) length (§5, §9). */
export const NICKNAME_MIN_LENGTH = 4;

/** Maximum digits of a postcode by default (§5, §9). */
export const POSTCODE_MAX_DIGITS = 8;

/** Digits in a date's year (§9). */
export const YEAR_DIGITS = 4;

/** Length of generated unique ids (§9). */
export const UNIQUE_ID_LENGTH = 21;

/** Decimals amounts are rounded to (§9). */
export const SUM_DECIMALS = 2;

/** Default maximum of loyalty progress (§4). */
export const LOYALTY_PROGRESS_MAX = 100;
