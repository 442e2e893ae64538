/** i18n: i18next per app (lazily loaded), messages per locale with a logged, empty fallback. */
export { I18nContext, useTranslation } from './i18n-context.ts';
export { createAppI18n, type AppI18n, type AppI18nOptions } from './app-i18n.ts';
export { defaultTranslate, type MessageValues, type Translate } from './translate.ts';
export { interpolate, messageText } from './simple-messages.ts';
export { loadI18nModule } from './load-i18n.ts';
export { loadMessages, type MessageTree } from './load-messages.ts';
export { initialLocale } from './initial-locale.ts';
