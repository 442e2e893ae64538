/**
 * Start-up loading (spec §1: content and settings are loaded at start-up): the locales, then
 * together the messages and CMS config of the starting locale, general info and account info.
 */
import type { contract } from '@croupier/core';
import {
  fullAddress,
  localizePath,
  requireLocaleConfig,
  stripLocale,
  type LocaleConfig,
} from '@croupier/core/routing';
import { createAppI18n, type AppI18n as I18n } from '../i18n/app-i18n.ts';
import { initialLocale } from '../i18n/initial-locale.ts';
import { LOCALE_COOKIE } from './cookie-names.ts';
import { LOCALES_PATH } from './endpoints.ts';
import { loadDataLayer } from './load-data-layer.ts';
import type { Platform } from './platform.ts';
import { switchLocale } from './switch-locale.ts';

type LocalesResponse = contract.i18n.LocalesResponse;

/** Hooks into the start-up, e.g. to preload the first screen once routes can be matched. */
export interface BootHooks {
  onLocaleConfig?(config: LocaleConfig): void;
  /** The i18n instance exists (messages may still be loading). */
  onI18n?(i18n: I18n): void;
}

/** What the start-up loads besides the locale's messages and settings. */
export interface BootOptions {
  /**
   * Asks who the player is (account.getInfo) before resolving; default true. Server rendering
   * and hydration pass false: both render the guest-safe frame, the browser asks afterwards.
   */
  session?: boolean;
}

/** The site's locales; MissingLocaleConfigError (fatal 500, §2.1) when they cannot be had. */
async function loadLocales(platform: Platform): Promise<LocalesResponse | null> {
  try {
    return await platform.fetchJson<LocalesResponse>(LOCALES_PATH);
  } catch (error) {
    platform.log(error);
    return null;
  }
}

/**
 * Loads everything the first screen needs and resolves with the app's i18next instance.
 * Rejects with MissingLocaleConfigError when the locale configuration is missing (the
 * instance is then on the error as `i18n`, for the fatal page); every other failure is
 * logged and the app starts with what it got (§8). The data layer loads in parallel with
 * the locales request; i18next only when the messages need it (`app-i18n.ts`).
 */
export async function boot(
  platform: Platform,
  hooks: BootHooks = {},
  options: BootOptions = {},
): Promise<I18n> {
  const { locale: localeStore, settings, session } = platform.stores;
  void loadDataLayer().catch(platform.log);
  const i18n = createAppI18n({ log: platform.log });
  hooks.onI18n?.(i18n);
  const answer = await loadLocales(platform);
  const offered = answer && {
    locales: answer.locales?.map((l) => l.code),
    defaultLocale: answer.defaultLocale,
  };
  const base = requireLocaleConfig(offered, answer?.defaultLocale ?? '');
  const location = platform.navigation.current();
  const locale = initialLocale(location.pathname, platform.cookies.get(LOCALE_COOKIE), base);
  const config = requireLocaleConfig(base, locale);
  localeStore.setLocales(answer?.locales ?? [], config.defaultLocale);
  // The locale is known from here (its messages follow): the hook's preloads key by it.
  localeStore.setCurrent(locale);
  hooks.onLocaleConfig?.(config);

  // The cookie's locale on an unprefixed address: show the page at its localized address.
  const prefixed = stripLocale(location.pathname, config.locales).locale !== null;
  if (!prefixed && locale !== config.defaultLocale) {
    platform.navigation.navigate(localizePath(fullAddress(location), locale, config), {
      replace: true,
    });
  }

  await Promise.all([
    switchLocale(platform, i18n, locale),
    loadDataLayer()
      .then(({ metadata }) => platform.api.call(metadata.getgeneralinfo, {}))
      .then(
        (info) => settings.setGeneralInfo(info),
        (error: unknown) => platform.log(error),
      ),
    options.session === false ? null : session.refresh(),
  ]);
  return i18n;
}
