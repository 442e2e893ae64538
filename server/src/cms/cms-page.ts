/**
 * Content pages (`/{slug}`, §2.2): about, terms, privacy, responsible gaming, bonus terms.
 * Not in core's contract yet; served at `GET /nfx/cms/pages/{locale}/{slug}`.
 */
import * as z from 'zod/mini';

/** A content page slug: lower-case words joined by hyphens. */
export const pageSlug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** A page as written in `content/cms/pages/<locale>.json` (HTML sanitised at load). */
export const cmsPageSource = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  html: z.string().check(z.minLength(1)),
});

/** The pages file of one locale, keyed by slug. */
export const cmsPagesFile = z.record(pageSlug, cmsPageSource);

/** A content page as served: texts of one locale and sanitised HTML. */
export interface CmsPage {
  slug: string;
  locale: string;
  title: string;
  description: string;
  /** Sanitised HTML, safe to render. */
  html: string;
}

/** Slugs every locale must provide (the footer links to them). */
export const REQUIRED_PAGES = [
  'about',
  'terms',
  'privacy',
  'responsible-gaming',
  'bonus-terms',
] as const;
