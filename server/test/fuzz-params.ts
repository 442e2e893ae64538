/**
 * fast-check arbitraries for the fuzz suite, derived from a contract method's params schema:
 * plausible wire values (so a request gets past the fields it does not attack and reaches the
 * handler and the database) and hostile ones to put in their place.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';

/** A form field's value on the wire: one string, a repeated field, or a file part. */
export type WireValue = string | string[] | { file: Uint8Array };

/** A form body: field name → value. */
export type WireParams = Record<string, WireValue>;

interface Def {
  type: string;
  [key: string]: unknown;
}

/** Free text that passes the usual rules (names, messages …), so other fields are reached. */
const PLAIN_TEXT = fc.stringMatching(/^[A-Z][a-z]{3,11}$/);

const defOf = (schema: unknown): Def => (schema as z.ZodMiniType)._zod.def as unknown as Def;

/** Strips wrappers that do not change what is sent (optional, nullable, default …). */
function unwrap(schema: unknown): unknown {
  let s = schema;
  for (;;) {
    const d = defOf(s);
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(d.type)
    ) {
      s = d.innerType;
    } else if (d.type === 'pipe' && defOf(d.out).type !== 'transform') {
      // A pipe whose output is a schema: the output says what the value finally is.
      s = d.out;
    } else {
      return s;
    }
  }
}

/** True when the value travels as JSON text in one form field (objects, lists of objects). */
function isStructured(schema: unknown): boolean {
  const d = defOf(unwrap(schema));
  if (d.type === 'object' || d.type === 'record' || d.type === 'tuple') return true;
  return d.type === 'array' && isStructured(d.element);
}

function regexOf(d: Def): RegExp | undefined {
  const checks = (d.checks ?? []) as { _zod: { def: { format?: string; pattern?: RegExp } } }[];
  return checks.map((c) => c._zod.def).find((c) => c.format === 'regex')?.pattern;
}

/** A plausible JS value for `schema` (inside JSON text). */
function jsonValue(schema: unknown): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return jsonValue(d.innerType);
    case 'pipe':
      return defOf(d.out).type === 'transform' ? jsonValue(d.in) : jsonValue(d.out);
    case 'object': {
      const shape = d.shape as Record<string, unknown>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, jsonValue(v)])),
      );
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), jsonValue(d.valueType), {
        maxKeys: 3,
      });
    case 'array':
      return fc.array(jsonValue(d.element), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map(jsonValue));
    case 'string': {
      const re = regexOf(d);
      return re ? fc.stringMatching(re) : PLAIN_TEXT;
    }
    case 'number':
      return fc.integer({ min: 0, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as object));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A plausible wire value for one field. */
function wireValue(schema: unknown): fc.Arbitrary<WireValue> {
  if (isStructured(schema)) return jsonValue(schema).map((v) => JSON.stringify(v));
  const s = unwrap(schema);
  const d = defOf(s);
  switch (d.type) {
    case 'array':
      return fc.array(scalar(d.element), { minLength: 1, maxLength: 3 });
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map(wireValue));
    case 'pipe':
      return wireValue(d.in);
    default:
      return scalar(s);
  }
}

function scalar(schema: unknown): fc.Arbitrary<string> {
  const d = defOf(unwrap(schema));
  switch (d.type) {
    case 'string': {
      const re = regexOf(d);
      return re ? fc.stringMatching(re) : PLAIN_TEXT;
    }
    case 'number':
      return fc.integer({ min: 0, max: 1000 }).map(String);
    case 'boolean':
      return fc.constantFrom('1', '0');
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]).map(String));
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as object).map(String));
    case 'union':
      return fc.oneof(...(d.options as unknown[]).map(scalar));
    case 'pipe':
      return scalar(d.in);
    default:
      return PLAIN_TEXT;
  }
}

/** The object schemas a params schema accepts (one, or one per option of a union). */
function shapesOf(params: unknown): Record<string, unknown>[] {
  const d = defOf(unwrap(params));
  if (d.type === 'object') return [d.shape as Record<string, unknown>];
  if (d.type === 'union') return (d.options as unknown[]).flatMap(shapesOf);
  return [];
}

const isOptional = (schema: unknown) => defOf(schema).type === 'optional';

/** The top-level field names of a params schema (of every option of a union). */
export function fieldsOf(params: z.ZodMiniType): string[] {
  return [...new Set(shapesOf(params).flatMap((shape) => Object.keys(shape)))];
}

function recordOf(shape: Record<string, unknown>, keys: string[], required: string[]) {
  return fc.record(Object.fromEntries(keys.map((k) => [k, wireValue(shape[k])])), {
    requiredKeys: required,
  }) as fc.Arbitrary<WireParams>;
}

/** Plausible parameters for the schema: every required field, optional ones at random. */
export function plausibleParams(params: z.ZodMiniType): fc.Arbitrary<WireParams> {
  const shapes = shapesOf(params);
  if (shapes.length === 0) return fc.constant({});
  return fc.oneof(
    ...shapes.map((shape) => {
      const keys = Object.keys(shape);
      return recordOf(
        shape,
        keys,
        keys.filter((k) => !isOptional(shape[k])),
      );
    }),
  );
}

/**
 * Plausible parameters with `field` set and no other optional field, so that a hostile value
 * put in `field` is the only thing the method can object to.
 */
export function plausibleWith(params: z.ZodMiniType, field: string): fc.Arbitrary<WireParams> {
  const shape = shapesOf(params).find((s) => field in s);
  if (!shape) return fc.constant({});
  const keys = Object.keys(shape).filter((k) => k === field || !isOptional(shape[k]));
  return recordOf(shape, keys, keys);
}

const MB_STRING = 'a'.repeat(1_000_000);

/** Hostile scalars (as text, since a form carries text). */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '1e309',
    '-1e309',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '0x10',
    '9'.repeat(400),
    '9007199254740993',
    '2147483648',
    '-2147483649',
    '99999999999999999999.99',
    '92233720368547758.07',
    '',
    ' ',
    '\u202e\u200b\ufeff',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":"\\u0000"}',
    '"\\ud800"',
    '["\\u0000"]',
    '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
    '{"toString":1,"valueOf":"x","hasOwnProperty":null}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** A hostile value for a field: a hostile text, a long text, a list, a file or a NUL'd copy. */
export function hostileValue(plausible: WireValue | undefined): fc.Arbitrary<WireValue> {
  const base = typeof plausible === 'string' ? plausible : '1';
  return fc.oneof(
    { weight: 6, arbitrary: hostileText },
    { weight: 2, arbitrary: fc.constantFrom(`${base}\u0000`, `\u0000${base}`, `${base}\ud800`) },
    { weight: 1, arbitrary: fc.constant(MB_STRING) },
    { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constant<WireValue>([base, base]) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((file) => ({ file })),
    },
  );
}

/** Field names that must never reach an object's prototype. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
