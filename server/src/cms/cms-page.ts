/**
 * Content pages (`/{slug}`, §2.2) as written in `content/cms/pages/<locale>.json`: about,
 * terms, privacy, responsible gaming, bonus terms. Served as core's `cms.contentPage`.
 */
import * as z from 'zod/mini';
import { cms } from '@croupier/core/contract';

/** A page as written in the pages file of a locale (HTML sanitised at load). */
const cmsPageSource = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  html: z.string().check(z.minLength(1)),
});

/** The pages file of one locale, keyed by slug. */
export const cmsPagesFile = z.record(cms.pageSlug, cmsPageSource);

/** Slugs every locale must provide (the footer links to them). */
export const REQUIRED_PAGES = [
  'about',
  'terms',
  'privacy',
  'responsible-gaming',
  'bonus-terms',
] as const;
