/**
 * Conversion between the contract's decimal strings ("10.5") and integer minor units (1050n),
 * by string arithmetic only: a float never touches money.
 */
import { InvalidAmountError } from '../errors.ts';

/** Decimal places of the supported currencies (USD, EUR, BRL all use cents). */
const MINOR_DIGITS = 2;

const AMOUNT = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "10.5" → 1050n. Accepts a number as well; more decimals than the currency has are refused. */
export function toMinor(amount: string | number, digits: number = MINOR_DIGITS): bigint {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim();
  const m = AMOUNT.exec(text);
  if (!m) throw new InvalidAmountError(String(amount));
  const [, sign, whole = '0', frac = ''] = m;
  if (frac.length > digits) throw new InvalidAmountError(String(amount));
  const minor = BigInt(whole + frac.padEnd(digits, '0'));
  return sign ? -minor : minor;
}

/** 1050n → "10.5", 1000n → "10", -5n → "-0.05": the shortest exact decimal string. */
export function fromMinor(minor: bigint | number, digits: number = MINOR_DIGITS): string {
  let value = BigInt(minor);
  const negative = value < 0n;
  if (negative) value = -value;
  const text = value.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const frac = text.slice(text.length - digits).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new InvalidAmountError(String(n));
  // toString gives exponent notation for tiny and huge numbers; those are not amounts.
  const s = String(n);
  if (/e/i.test(s)) throw new InvalidAmountError(s);
  return s;
}
