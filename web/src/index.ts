/**
 * @croupier/web — the React app. Shells (miniapp, webview) render `<App platform={…}/>` with a
 * platform built by `createWebPlatform(options)` (bearer auth, memory location, …) and import
 * `@croupier/web/styles` once.
 *
 * Folders by feature, so any feature is found from folder names alone:
 * - infrastructure: `app/` (boot, platform, data layer, `useApi`/`useMorePages`), `router/`
 *   (route table → lazy screens, area chunks), `dialogs/` (named-popup registry), `shell/`
 *   (header, footer, nav, dialog and toast hosts, layouts), `ui/` (shared primitives, Notice),
 *   `i18n/`, `ssr/`, `hooks/` (React adapters of core's stores), `services/` (background
 *   services only: analytics, hit tracking, live balance, service worker, custom code, SEO head).
 * - one folder per feature, holding its screens, components, dialogs and data hooks: home, games
 *   (hall, game page, providers, search), cashier, auth, profile (frame, account, contacts,
 *   confirmation and unsubscribe mails), bonuses, cashback, loyalty, promotions, tournaments,
 *   jackpots, winners, betting (sportsbook, bet history), campaigns, support, chat, hints,
 *   inactivity, content, system, responsible-gaming, verification, webview.
 */
export { App, type AppProps } from './app/App.tsx';
export { boot } from './app/boot.ts';
export { preloadFirstScreen, preloadFirstScreenData } from './app/use-boot.ts';
export {
  API_VERSION,
  WEB_VERSION,
  createWebPlatform,
  NO_SHELL,
  type HapticKind,
  type MainButtonSpec,
  type Platform,
  type PlatformStores,
  type ShellBridge,
  type ShellLayout,
  type WebPlatformOptions,
} from './app/platform.ts';
export { usePlatform } from './app/platform-context.ts';
export { openAuthPopup, type AuthPopupOptions } from './app/auth-popup.ts';
export { browserNavigation, memoryNavigation, type Navigation } from './app/navigation.ts';
export {
  browserCookies,
  memoryCookies,
  type CookieJar,
  type CookieOptions,
} from './app/browser-cookies.ts';
export { browserStorage } from './app/browser-storage.ts';
export { LOCALE_COOKIE, THEME_COOKIE } from './app/cookie-names.ts';
export type { LocaleStore } from './app/locale-store.ts';
export type { ThemeStore } from './app/theme-store.ts';
export type { PageErrorStore } from './app/page-error-store.ts';
export type { SsrCache } from './app/ssr-cache.ts';
export { HttpError } from './errors.ts';
export { loadMessages, messageText, type MessageTree } from './i18n/index.ts';
export { rememberBlock } from './responsible-gaming/block-state.ts';
