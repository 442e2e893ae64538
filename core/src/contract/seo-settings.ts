/**
 * SEO settings by host (§2.2, §9): title and description templates, the canonical host of a
 * mirror, robots rules and the manifest, served at `GET /nfx/seo?host={host}` (default: the
 * request's host). Part of the `cms` namespace (re-exported by cms.ts); not an /api group.
 * Robots rules are path patterns with `*` wildcards; a matching page gets noindex, follow.
 */
import * as z from 'zod/mini';

/** Where the SEO settings are looked up (query `host`, default the request's host). */
export const SEO_SETTINGS_PATH = '/nfx/seo';

/** Title and description templates; `{name}` placeholders are filled per page. */
export const seoTemplate = z.object({ title: z.string(), description: z.optional(z.string()) });
export type SeoTemplate = z.output<typeof seoTemplate>;

/** Pages with search-engine URL templates (§2.2). */
export const SEO_TEMPLATE_PAGES = [
  'deposit',
  'offers',
  'jackpots',
  'game',
  'tournaments',
  'tournamentGamehall',
] as const;

/** SEO settings of one host (a main domain or a mirror). */
export const seoSettings = z.object({
  host: z.string(),
  /** Host canonical links point at; mirrors name the main domain. */
  canonicalHost: z.optional(z.string()),
  defaults: seoTemplate,
  templates: z._default(z.partialRecord(z.enum(SEO_TEMPLATE_PAGES), seoTemplate), {}),
  /** Disallowed path patterns (`*` wildcards); matching pages get noindex, follow. */
  robotsDisallow: z._default(z.array(z.string()), []),
  manifestUrl: z.optional(z.string()),
});
export type SeoSettings = z.output<typeof seoSettings>;
