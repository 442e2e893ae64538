export type { SettingsState, SettingsStore } from './settings-store.ts';
export {
  DEFAULT_CURRENCY_SETTINGS,
  cashierInactivitySeconds,
  createSettingsStore,
  currencySettingsOf,
  defaultCurrencyOf,
  forceLogoutSeconds,
  isAuthPopupEnabled,
  isBetHistoryEnabled,
  isCharactersEnabled,
  isLoyaltyEnabled,
  isNoticeBettingVisible,
  isResponsibleGamingEnabled,
  isSumsubEnabled,
  isTwoFactorEnabled,
  registrationConfigOf,
  showsCharactersOn,
} from './settings-store.ts';
