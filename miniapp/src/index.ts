/**
 * @croupier/miniapp — Croupier as a Telegram Mini App: web's <App/> in a Telegram shell. The
 * entry is `main.tsx`; these exports are for tests and for shells built on the same pieces.
 */
export { startMiniApp, localeOfLanguage, MINIAPP_BASE, MINIAPP_VERSION } from './start-miniapp.tsx';
export * from './launch/index.ts';
export * from './navigation/index.ts';
export * from './session/index.ts';
export * from './shell/index.ts';
export * from './telegram/index.ts';
export { followTelegramTheme, markTelegramDocument } from './theme/telegram-theme.ts';
export { loadShellText, translator, useShellText, type ShellTranslate } from './i18n/shell-text.ts';
