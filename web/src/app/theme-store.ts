/** The colour theme, kept in a cookie for a year (spec §4 Theme, §9). */
import {
  DEFAULT_THEME,
  THEME_COOKIE_MAX_AGE_S,
  THEMES,
  type Theme,
} from '@croupier/core/constants';
import { proxy } from 'valtio/vanilla';
import type { CookieJar } from './browser-cookies.ts';
import { THEME_COOKIE } from './cookie-names.ts';

/** What the UI reads. */
export interface ThemeState {
  theme: Theme;
}

/** Effects of the theme store. */
export interface ThemeDeps {
  cookies: CookieJar;
  /** Puts the theme on the page (`data-theme` on the root element in the web). */
  apply?(theme: Theme): void;
}

/** The theme a cookie value stands for; the default (dark) for anything else. */
function themeOf(value: string | null | undefined): Theme {
  return THEMES.find((t) => t === value) ?? DEFAULT_THEME;
}

/** Creates the theme store, starting from the cookie. */
export function createThemeStore(deps: ThemeDeps) {
  const state = proxy<ThemeState>({ theme: themeOf(deps.cookies.get(THEME_COOKIE)) });
  deps.apply?.(state.theme);
  return {
    state,
    /** Switches the theme, writes the cookie and applies it. */
    setTheme(theme: Theme) {
      state.theme = theme;
      deps.cookies.set(THEME_COOKIE, theme, { maxAge: THEME_COOKIE_MAX_AGE_S });
      deps.apply?.(theme);
    },
    /** Dark ↔ light. */
    toggle() {
      this.setTheme(state.theme === 'dark' ? 'light' : 'dark');
    },
  };
}

/** The theme store's shape. */
export type ThemeStore = ReturnType<typeof createThemeStore>;
