/** Demo exchange rates (account.getcurrencyrates): units of each currency per 1 USD. */
import type { account } from '@croupier/core/contract';

/** Static rates between the operator's currencies. */
export const CURRENCY_RATES: account.CurrencyRates = {
  base: 'USD',
  rates: { USD: 1, EUR: 0.92, BRL: 5.45 },
};
