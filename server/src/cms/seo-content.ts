/**
 * SEO content: settings per host (core's seoSettings; the first entry is the main domain) and
 * per-locale page titles and templates used by metadata.get.
 */
import * as z from 'zod/mini';
import { cms, common } from '@croupier/core/contract';

/** Titles and templates of one locale. */
const seoLocaleMeta = z.object({
  /** Title and description of pages without their own entry; `{site}` is the site name. */
  defaults: cms.seoTemplate,
  /** Fixed pages by path without the locale prefix: `/`, `/gamehall`, `/promotions`… */
  pages: z._default(z.record(z.string().check(z.regex(/^\/[^\s?#]*$/)), cms.seoTemplate), {}),
  /** Templates of §2.2's search-engine URL pages; `{name}` is the entity's name. */
  templates: z._default(z.partialRecord(z.enum(cms.SEO_TEMPLATE_PAGES), cms.seoTemplate), {}),
});
export type SeoLocaleMeta = z.output<typeof seoLocaleMeta>;

/** `content/cms/seo.json`. */
export const seoFile = z.object({
  hosts: z.array(cms.seoSettings).check(z.minLength(1)),
  meta: z.record(common.localeCode, seoLocaleMeta),
});
export type SeoFile = z.output<typeof seoFile>;
