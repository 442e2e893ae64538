/**
 * Amount display of spec §9: thousands separator comma; integers without decimals,
 * non-integers with two ("1,234" / "1,234.50").
 */
import { roundSum } from './round.ts';

/** Reads a number from a number or text such as "1,234.5"; NaN when it is not one. */
export function parseAmount(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.replace(/,/g, '').trim();
  return text === '' ? NaN : Number(text);
}

/** "1,234" for 1234, "1,234.50" for 1234.5, "-0.05" for -0.05; '' when not a number. */
export function formatAmount(value: number | string): string {
  const n = roundSum(parseAmount(value));
  if (!Number.isFinite(n)) return '';
  const negative = n < 0;
  const [whole, fraction] = Math.abs(n).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = Number.isInteger(n) ? grouped : `${grouped}.${fraction}`;
  return negative ? `-${text}` : text;
}

/** An amount with its currency code: "1,234.50 USD"; '' when the amount is not a number. */
export function formatMoney(value: number | string, currency: string): string {
  const amount = formatAmount(value);
  return amount && (currency ? `${amount} ${currency}` : amount);
}
