/** The only currency constant of spec §3/§9, used when general info names none. */
export const DEFAULT_CURRENCY = 'USD';
