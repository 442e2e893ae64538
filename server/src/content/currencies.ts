/** Currencies of the demo operator. USD is the default (the only currency §3 names). */

/** A currency players can hold. */
export interface CurrencyInfo {
  code: string;
  symbol: string;
  name: string;
  /** Digits after the decimal point (minor units per major = 10^digits). */
  digits: number;
}

/** Every currency, default first. */
export const CURRENCIES: readonly CurrencyInfo[] = [
  { code: 'USD', symbol: '$', name: 'US Dollar', digits: 2 },
  { code: 'EUR', symbol: '€', name: 'Euro', digits: 2 },
  { code: 'BRL', symbol: 'R$', name: 'Brazilian Real', digits: 2 },
];

/** The default currency. */
export const DEFAULT_CURRENCY = 'USD';

/** True for a currency the operator offers. */
export function isSupportedCurrency(code: string): boolean {
  return CURRENCIES.some((c) => c.code === code);
}
