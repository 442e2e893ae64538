/**
 * Paging and block-selection parameters of list calls (banners, cashbacks, freespins,
 * tournaments, loyalty…). Not in common.ts because they describe the wire, not a shape.
 */
import * as z from 'zod/mini';
import { int, list } from './wire.ts';

/** The largest page any list call serves (§9 names page sizes up to 300). */
export const MAX_PAGE_SIZE = 300;

/** Zero-based index of the first item; defaults to 0. */
export const offsetParam = () => z._default(int().check(z.minimum(0)), 0);

/** Page size between 1 and `max`, defaulting to `byDefault`. */
export const countParam = (byDefault: number, max: number = MAX_PAGE_SIZE) =>
  z._default(int().check(z.minimum(1), z.maximum(max)), byDefault);

/**
 * Optional blocks to include (`fields=trigger,description`). Names outside `names` are
 * rejected so a typo fails loudly; omitting the parameter returns every block.
 */
export const fieldsParam = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.optional(z.pipe(list(), z.array(z.enum(names))));
