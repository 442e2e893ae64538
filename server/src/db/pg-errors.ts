/** Recognises PostgreSQL error codes through Drizzle's wrapping, for PGlite and `pg` alike. */

function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when `err` (or its cause) is a unique-constraint violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return pgCode(err) === '23505';
}
