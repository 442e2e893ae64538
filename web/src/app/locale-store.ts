/** The locale the app shows and the locales the site offers (spec §2.1, §3 Locale). */
import type { contract } from '@croupier/core';
import type { LocaleConfig } from '@croupier/core/routing';
import { proxy } from 'valtio/vanilla';

type Locale = contract.i18n.Locale;

/** What the UI reads. */
export interface LocaleState {
  /** The locale on screen (messages, API `locale`, CMS config). */
  current: string;
  /** The site's locales with their own names, as `/nfx/i18n/locales` answers. */
  locales: Locale[];
  /** Routing's view: codes and the default (never prefixed). */
  config: LocaleConfig;
}

/** Creates the locale store; the app fills it at start from `/nfx/i18n/locales`. */
export function createLocaleStore() {
  const state = proxy<LocaleState>({
    current: '',
    locales: [],
    config: { defaultLocale: '', locales: [] },
  });
  return {
    state,
    /** Stores the site's locales. */
    setLocales(locales: readonly Locale[], defaultLocale: string) {
      state.locales = locales.map((l) => ({ ...l }));
      state.config = { defaultLocale, locales: locales.map((l) => l.code) };
    },
    /** Switches the locale on screen. */
    setCurrent(locale: string) {
      if (state.current !== locale) state.current = locale;
    },
  };
}

/** The locale store's shape. */
export type LocaleStore = ReturnType<typeof createLocaleStore>;
