/**
 * @croupier/web — the React app. Shells (miniapp, webview) render `<App platform={…}/>` with a
 * platform built by `createWebPlatform(options)` (bearer auth, memory location, …) and import
 * `@croupier/web/styles` once.
 */
export { App, type AppProps } from './app/App.tsx';
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
export { HttpError } from './errors.ts';
export { loadMessages, messageText, type MessageTree } from './i18n/index.ts';
export { rememberBlock } from './responsible-gaming/block-state.ts';
