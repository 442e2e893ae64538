/**
 * Showing the app in a locale: its messages, its CMS config (menus, redirects, settings) and the
 * API `locale`. Used at start and whenever the route's locale prefix changes.
 */
import type { contract } from '@croupier/core';
import type { AppI18n as I18n } from '../i18n/app-i18n.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { cmsConfigPath } from './endpoints.ts';
import type { Platform } from './platform.ts';

type CmsConfig = contract.cms.CmsConfig;

/** The CMS config of `locale`, or null (logged) when it cannot be loaded. */
async function loadCmsConfig(platform: Platform, locale: string): Promise<CmsConfig | null> {
  try {
    return await platform.fetchJson<CmsConfig>(cmsConfigPath(locale));
  } catch (error) {
    platform.log(error);
    return null;
  }
}

/** Puts the app in `locale`: messages and CMS config load together; failures are logged only. */
export async function switchLocale(platform: Platform, i18n: I18n, locale: string): Promise<void> {
  const { locale: localeStore, settings, balance } = platform.stores;
  localeStore.setCurrent(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  const [messages, config] = await Promise.all([
    loadMessages(platform, locale),
    loadCmsConfig(platform, locale),
  ]);
  // A newer switch may have started meanwhile: only the locale still current is shown.
  if (localeStore.state.current !== locale) return;
  await i18n.showMessages(locale, messages);
  if (config) {
    settings.setCmsConfig(config);
    settings.setFunctionalSettings(config.functional);
    balance.setPolicy(config.functional.settingsForUpdBalance);
  }
}
