/** i18n: i18next per app (lazily loaded), messages per locale with a logged, empty fallback. */
export { useTranslation } from './i18n-context.ts';
export { type AppI18n, type AppI18nOptions } from './app-i18n.ts';
export { type MessageValues, type Translate } from './translate.ts';
export { messageText } from './simple-messages.ts';
export { loadMessages, type MessageTree } from './load-messages.ts';
