/**
 * Values a method's schema may let through but the rest of the server must never see. A
 * contract schema says what a parameter means; these are limits of the machinery behind every
 * method, so the API router checks them once for all: PostgreSQL refuses NUL in text and lone
 * surrogates cannot be encoded (both answered 500 from deep in a handler), the reference
 * database keeps ids and counts in 32-bit integer columns (so a top-level integer parameter
 * must fit one), and prototype keys have no business
 * in parameters that become objects.
 */

/** Why a value is refused (reasons of `invalid_parameters`). */
const UNSAFE_VALUE_REASONS = {
  text: 'Contains characters that are not allowed',
  key: 'Field name is not allowed',
  integer: 'Value is out of range',
} as const;

/** NUL, or a UTF-16 surrogate without its pair (in `u` mode a valid pair is one code point). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /[\u0000\ud800-\udfff]/u;

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The integer range of a PostgreSQL `integer` column. */
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `{field: reason}` for every unsafe value or key in `input` (raw parameters, or what a schema
 * made of them), fields named by their dotted path; empty when all is well. Buffers (file
 * parts) and other non-plain objects are left to the schema.
 */
export function unsafeValues(input: unknown): Record<string, string> {
  // A Map, then fromEntries: `__proto__` must end up an own key, not a prototype lookup.
  const out = new Map<string, string>();
  const flag = (field: string, reason: string) => {
    if (!out.has(field)) out.set(field, reason);
  };
  // Integers are limited where they are parameters (ids, counts), not inside JSON payloads.
  const visit = (value: unknown, path: string, nested: boolean): void => {
    const field = path || 'params';
    if (typeof value === 'string') {
      if (UNSAFE_TEXT.test(value)) flag(field, UNSAFE_VALUE_REASONS.text);
    } else if (typeof value === 'number') {
      if (!nested && Number.isInteger(value) && (value < INT32_MIN || value > INT32_MAX)) {
        flag(field, UNSAFE_VALUE_REASONS.integer);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown) => visit(item, path, nested));
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        const child = path ? `${path}.${key}` : key;
        if (PROTOTYPE_KEYS.has(key)) flag(child, UNSAFE_VALUE_REASONS.key);
        else if (UNSAFE_TEXT.test(key)) flag(child, UNSAFE_VALUE_REASONS.text);
        else visit(value[key], child, path !== '');
      }
    }
  };
  visit(input, '', false);
  return Object.fromEntries(out);
}
