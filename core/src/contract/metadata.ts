/**
 * metadata — page SEO data and the general info the site boots with (spec §3, §7).
 *
 * Decisions where the spec says "not shown":
 * - get takes the page path (without the locale prefix) and answers its title, description,
 *   canonical link and one alternate link per available locale (§2.2), plus whether robots
 *   rules mark it noindex.
 * - General info: `analytic` holds the ids of tag managers and pixels the operator uses (null
 *   when not used); times are in seconds, null meaning "off" (§4 inactivity is active only
 *   when time_to_force_logout is set); `domain_type` says whether this host is the main domain
 *   or a mirror, and `domain_state` whether it still serves or tells players to move on.
 */
import * as z from 'zod/mini';
import { currencyCode, localeCode } from './common.ts';
import { defineMethod } from './define.ts';
import { none } from './wire.ts';

/** A language alternate link of a page (§2.2). */
export const alternateLink = z.object({ hreflang: z.string(), href: z.string() });
export type AlternateLink = z.output<typeof alternateLink>;

/** SEO data of one page. */
export const pageMetadata = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.optional(z.string()),
  canonical: z.string(),
  alternates: z.array(alternateLink),
  noindex: z.boolean(),
  image: z.optional(z.string()),
});
export type PageMetadata = z.output<typeof pageMetadata>;

/** Ids of third-party analytics the operator runs; null when unused. */
export const analyticIds = z.object({
  gtm_id: z.nullable(z.string()),
  ga_measurement_id: z.nullable(z.string()),
  meta_pixel_id: z.nullable(z.string()),
});
export type AnalyticIds = z.output<typeof analyticIds>;

const secondsOrOff = z.nullable(z.number().check(z.int(), z.positive()));

/** General info (§3): every field the site needs before the first screen. */
export const generalInfo = z.object({
  analytic: analyticIds,
  available_currencies: z.array(currencyCode).check(z.minLength(1)),
  available_locales: z.array(localeCode).check(z.minLength(1)),
  default_currency: currencyCode,
  is_seon_enabled: z.boolean(),
  is_bonus_isolation_enabled: z.boolean(),
  domain_state: z.enum(['active', 'deprecated', 'blocked']),
  domain_type: z.enum(['main', 'mirror']),
  /** Seconds of inactivity before a forced logout (§4); null turns the rule off. */
  time_to_force_logout: secondsOrOff,
  is_game_history_export_enabled: z.boolean(),
  /** Seconds of inactivity after which an open cashier closes; null turns it off. */
  user_inactivity_cashier_time: secondsOrOff,
  /** Seconds of inactivity after which a payment provider page is left; null turns it off. */
  user_inactivity_pp_time: secondsOrOff,
});
export type GeneralInfo = z.output<typeof generalInfo>;

export const get = defineMethod({
  group: 'metadata',
  name: 'get',
  verb: 'GET',
  access: 'any',
  params: z.object({
    path: z._default(z.string().check(z.regex(/^\/[^\s?#]*$/), z.maxLength(2048)), '/'),
  }),
  result: pageMetadata,
  doc: 'Title, description, canonical and alternate links of a page path.',
});

export const getgeneralinfo = defineMethod({
  group: 'metadata',
  name: 'getgeneralinfo',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: generalInfo,
  doc: 'Currencies, locales, feature switches and timers the site boots with.',
});
