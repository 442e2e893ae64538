/** Demo content: providers, categories, games, artwork, locales, currencies, payment methods. */
export { createRng, hashString } from './prng.ts';
export type { Rng } from './prng.ts';
export { PROVIDERS } from './providers.ts';
export type { ProviderSeed } from './providers.ts';
export { CATEGORIES } from './categories.ts';
export type { CategorySeed } from './categories.ts';
export { generateGames, SPORTSBOOK_SYSNAME } from './games.ts';
export type { GameSeed } from './games.ts';
export {
  gameArtwork,
  providerLogo,
  categoryIcon,
  paymentIcon,
  escapeXml,
  GAME_ART_SIZE,
} from './artwork.ts';
export type { GameArtInput } from './artwork.ts';
export { LOCALES, DEFAULT_LOCALE, matchLocale } from './locales.ts';
export type { LocaleInfo } from './locales.ts';
export { CURRENCIES, DEFAULT_CURRENCY, isSupportedCurrency } from './currencies.ts';
export type { CurrencyInfo } from './currencies.ts';
export { PAYMENT_METHODS } from './payment-methods.ts';
export type { PaymentMethodSeed } from './payment-methods.ts';
export { DEMO_ACCOUNT, DEMO_PROFILE } from './demo-account.ts';
export { loadMessages, I18N_DIR } from './i18n.ts';
export type { Messages } from './i18n.ts';
