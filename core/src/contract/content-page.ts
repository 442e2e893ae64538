/**
 * Content pages (`/{slug}`, §2.2): one page of one locale, served at
 * `GET /nfx/cms/pages/{locale}/{slug}`. Part of the `cms` namespace (re-exported by cms.ts);
 * not an /api group.
 */
import * as z from 'zod/mini';
import { localeCode } from './common.ts';

/** Route pattern of a content page (`:locale` and `:slug` are the parameters). */
export const CMS_PAGE_ROUTE = '/nfx/cms/pages/:locale/:slug';

/** Where a content page of a locale is served. */
export const cmsPagePath = (locale: string, slug: string) =>
  CMS_PAGE_ROUTE.replace(':locale', () => encodeURIComponent(locale)).replace(':slug', () =>
    encodeURIComponent(slug),
  );

/** A content page slug: lower-case words joined by hyphens (`responsible-gaming`). */
export const pageSlug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** A content page (`/{slug}`, §2.2) in one locale; `html` is within the safe-html.ts allow-list. */
export const contentPage = z.object({
  slug: pageSlug,
  locale: localeCode,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  html: z.string(),
});
export type ContentPage = z.output<typeof contentPage>;
