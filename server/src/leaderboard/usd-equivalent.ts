/**
 * Stakes in different currencies compared on one board: converted to US-dollar minor units
 * at the demo rates of account.getcurrencyrates, in integers (rates to four decimals).
 */
import { CURRENCY_RATES } from '../account/index.ts';

const RATE_SCALE = 10_000;

function scaledRate(currency: string): bigint | null {
  const rate = CURRENCY_RATES.rates[currency];
  return rate === undefined || rate <= 0 ? null : BigInt(Math.round(rate * RATE_SCALE));
}

/** `amountMinor` of `from` in minor units of `to`, rounded down; null for an unknown currency. */
export function convertMinor(amountMinor: bigint, from: string, to: string): bigint | null {
  if (from === to) return amountMinor;
  const a = scaledRate(from);
  const b = scaledRate(to);
  if (a === null || b === null) return null;
  return (amountMinor * b) / a;
}
