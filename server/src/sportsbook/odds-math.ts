/**
 * Odds arithmetic in integers: decimal odds travel as "2.15" and are kept as 215 (× 100); an
 * accumulator's total is the exact product, and a payout is rounded down to the minor unit.
 */

/** "2.15" (or 2.15) → 215; null for anything that is not decimal odds above 1.00. */
export function parseOdds(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const x100 = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return x100 > 100 ? x100 : null;
}

/** 215 → "2.15". */
export function oddsText(x100: number): string {
  return `${Math.floor(x100 / 100)}.${String(x100 % 100).padStart(2, '0')}`;
}

/** The exact product of odds (each × 100) as a decimal string with 2 × n decimals. */
export function totalOdds(legs: readonly number[]): string {
  const product = legs.reduce((p, o) => p * BigInt(o), 1n);
  const digits = 2 * legs.length;
  const text = product.toString().padStart(digits + 1, '0');
  return `${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}`;
}

/** Exact total odds rounded half-up to two decimals, for display ("3.0345" → "3.03"). */
export function roundedOdds(exact: string): string {
  const [whole = '0', frac = ''] = exact.split('.');
  const cents = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  const up = Number((frac + '000').charAt(2)) >= 5 ? 1n : 0n;
  return oddsText(Number(cents + up));
}

/** What `stakeMinor` at these odds returns (stake included), rounded down to the minor unit. */
export function payoutMinor(stakeMinor: bigint, legs: readonly number[]): bigint {
  const product = legs.reduce((p, o) => p * BigInt(o), 1n);
  return (stakeMinor * product) / 100n ** BigInt(legs.length);
}
