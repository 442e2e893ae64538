/** Names of the cookies the web app writes (lifetimes in core's constants, spec §9). */

/** The visitor's chosen locale; read at start when the path carries no prefix. */
export const LOCALE_COOKIE = 'locale';

/** The chosen theme; also read by `public/theme-init.js` before first paint. */
export const THEME_COOKIE = 'theme';
