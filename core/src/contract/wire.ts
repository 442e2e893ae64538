/**
 * Wire encodings. GET parameters travel in the query and POST bodies as form data, so every
 * scalar reaches the server as a string. These helpers accept the typed value a client passes
 * *and* its string form, and produce the typed value on the server.
 *
 * The client's serialiser (api/serialize.ts) is the other half of this file:
 * - null / undefined: dropped;
 * - boolean: '1' / '0';
 * - number: decimal string;
 * - array of scalars: comma-joined (`fields=trigger,description`);
 * - plain object: JSON text (`requisites={"iban":"…"}`).
 */
import * as z from 'zod/mini';

const intString = z.string().check(z.regex(/^-?\d+$/));
const numString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

/** An integer, given as a number or a decimal string. */
export const int = () =>
  z.pipe(
    z.union([z.number(), intString]),
    z.pipe(
      z.transform((v: number | string) => Number(v)),
      z.number().check(z.int()),
    ),
  );

/** A finite number, given as a number or a decimal string. */
export const num = () =>
  z.pipe(
    z.union([z.number(), numString]),
    z.pipe(
      z.transform((v: number | string) => Number(v)),
      z.number(),
    ),
  );

/** A boolean, given as true/false, 1/0 or their strings. */
export const bool = () =>
  z.pipe(
    z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]),
    z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  );

/** A list of strings, given as an array or a comma-joined string. */
export const list = () =>
  z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.transform((v) =>
      (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s.length > 0),
    ),
  );

/** A list of integers, given as an array or a comma-joined string. */
export const intList = () =>
  z.pipe(
    z.union([
      z.array(z.union([z.number(), intString])),
      z.string().check(z.regex(/^(-?\d+)(,-?\d+)*$/)),
    ]),
    z.transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => Number(s))),
  );

/**
 * A money amount as a decimal string with at most two decimals (§9), given as a number or a
 * string; normalised to a string such as "10" or "10.5". Thousands commas are not accepted
 * on the wire (they are a display format).
 */
export const amount = () =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d{1,2})?$/))]),
    z.pipe(
      z.transform((v: number | string) =>
        typeof v === 'number' ? String(Math.round(v * 100) / 100) : v,
      ),
      z.string().check(z.regex(/^\d+(\.\d{1,2})?$/)),
    ),
  );

/** A structured value carried as JSON text in a form field (or the object itself). */
export const json = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.union([
      z.pipe(
        z.string(),
        z.transform((s, ctx) => {
          try {
            return JSON.parse(s) as unknown;
          } catch {
            ctx.issues.push({ code: 'custom', message: 'Invalid JSON', input: s });
            return z.NEVER;
          }
        }),
      ),
      z.record(z.string(), z.unknown()),
      z.array(z.unknown()),
    ]),
    schema,
  );

/** The empty parameter set. Extra parameters (v, locale, _non_strict) are ignored. */
export const none = () => z.object({});

/** The `1` most write calls answer on success (§7). */
export const one = () => z.literal(1);
