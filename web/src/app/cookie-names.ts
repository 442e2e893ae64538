/** Names of the cookies the web app writes (lifetimes in core's constants, spec §9). */

/** The visitor's chosen locale; read at start when the path carries no prefix. */
export const LOCALE_COOKIE = 'locale';

/** The chosen theme; also read by the inline script in `index.html` before first paint. */
export const THEME_COOKIE = 'theme';
