/**
 * banners — promotional banners placed by `description.position` (spec §3, §7).
 *
 * Not shown in the spec, decided here:
 * - `get` answers a page `{ items, total, offset, count }`, newest first; expired banners
 *   (finished_at in the past) are never returned.
 * - `images` carries the two §9 sizes, each in densities x1/x2 through the image proxy:
 *   `wide` 735×240 (sliders, desktop) and `tall` 360×520 (mobile, auth popup side banner).
 * - `banner_type` is the side-banner layout §2.3 names: normal or compact.
 * - `label`, `value` and `addition` are the three text lines drawn over the image, e.g.
 *   "Welcome bonus" / "100% up to $500" / "+200 free spins"; each may be absent.
 * - `link` is a path on our origin or an absolute URL; clients apply the external-navigation
 *   rule (DESIGN §5) before following it.
 */
import * as z from 'zod/mini';
import { description, imageSet, isoDateTime, page } from './common.ts';
import { defineMethod } from './define.ts';
import { countParam, fieldsParam, offsetParam } from './list-params.ts';

/** The default page size of banners.get (§9). */
export const BANNERS_DEFAULT_COUNT = 10;

/** Blocks a caller may select with `fields`. */
export const BANNER_FIELDS = ['description', 'images'] as const;

/** Description of a banner: where it is placed is part of it. */
export const bannerDescription = z.extend(description, { position: z.string() });

/** A banner as the site shows it. */
export const banner = z.object({
  id: z.number().check(z.int()),
  /** When the banner stops showing; null while open-ended. */
  finished_at: z.nullable(isoDateTime),
  description: z.optional(bannerDescription),
  label: z.optional(z.string()),
  value: z.optional(z.string()),
  addition: z.optional(z.string()),
  banner_type: z.enum(['normal', 'compact']),
  images: z.optional(z.object({ wide: imageSet, tall: imageSet })),
  link: z.nullable(z.string()),
});
export type Banner = z.output<typeof banner>;

export const get = defineMethod({
  group: 'banners',
  name: 'get',
  verb: 'GET',
  params: z.object({
    offset: offsetParam(),
    count: countParam(BANNERS_DEFAULT_COUNT),
    fields: fieldsParam(BANNER_FIELDS),
  }),
  result: page(banner),
  doc: 'Banners currently showing, a page at a time (default 10).',
});
