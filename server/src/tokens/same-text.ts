/** Constant-time comparison of secrets (tokens, codes, nonces, MACs). */
import { timingSafeEqual } from 'node:crypto';

/** Whether two byte strings are equal, in time that does not depend on where they differ. */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether two texts are equal, compared in constant time. */
export function sameText(a: string, b: string): boolean {
  return sameBytes(Buffer.from(a), Buffer.from(b));
}
