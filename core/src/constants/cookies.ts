/** Theme and locale cookies of spec §9. */

/** Themes the site ships (DESIGN §7). */
export const THEMES = ['dark', 'light'] as const;

/** One of the site themes. */
export type Theme = (typeof THEMES)[number];

/** Theme used when no cookie is set (§9). */
export const DEFAULT_THEME: Theme = 'dark';

/** Theme cookie max-age in seconds: one year (§9). */
export const THEME_COOKIE_MAX_AGE_S = 31_536_000;

/** Locale cookie lifetime in seconds: one year (§9). */
export const LOCALE_COOKIE_MAX_AGE_S = 31_536_000;
