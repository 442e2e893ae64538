/**
 * Local shapes of the settings §3 names (general info, functional settings, registration and
 * loyalty config, currency settings). The lead maps the API contract onto these later.
 */

/** Seconds between balance polls and friends (§3 settingsForUpdBalance). */
export interface SettingsForUpdBalance {
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
  countSecondsForDelayBetweenClick: number;
}

/** Feature switches from the content system (§3 Functional settings). */
export interface FunctionalSettings {
  isTwoFAEnable: boolean;
  isSumsubEnable: boolean;
  isResponsibleGamingEnable: boolean;
  isBetHistoryEnable: boolean;
  isVisibleNoticeBetting: boolean;
  isTitleClickable: boolean;
  settingsForUpdBalance?: Partial<SettingsForUpdBalance>;
  authPopupEnabled?: boolean;
}

/** Site-wide settings from metadata.getgeneralinfo (§3 General info). */
export interface GeneralInfo {
  analytic?: Record<string, unknown> | null;
  available_currencies: string[];
  available_locales: string[];
  default_currency: string;
  is_seon_enabled: boolean;
  is_bonus_isolation_enabled: boolean;
  domain_state?: string | null;
  domain_type?: string | null;
  /** Seconds of inactivity before a forced logout; null or 0 = off. */
  time_to_force_logout: number | null;
  is_game_history_export_enabled: boolean;
  /** Seconds of inactivity before the cashier closes; null or 0 = off. */
  user_inactivity_cashier_time: number | null;
  user_inactivity_pp_time?: number | null;
}

/** How a currency field is filled (§3 Currency settings). */
export type CurrencyStrategy = 'emptyValue' | 'firstValue' | 'selectedValue';

/** Currency field strategies for the registration form (§3 Currency settings). */
export interface CurrencySettings {
  emptyValue: CurrencyStrategy;
  defaultValue: CurrencyStrategy;
  changeCountryValue: CurrencyStrategy;
  changeCountryFallbackValue: CurrencyStrategy;
}

/** A switch with its default (§3 Registration config terms/notify). */
export interface ToggleConfig {
  isActive: boolean;
  defaultValue: boolean;
}

/** Registration form options (§3 Registration config). */
export interface RegistrationConfig {
  confirmEmailPopup: boolean;
  showCharacterSelect: boolean;
  showPromocode: boolean;
  showPromoFieldByDefault: boolean;
  terms: ToggleConfig;
  notify: ToggleConfig;
  markBetting: { isActive: boolean; defaultValue: 'betting' | 'casino' };
  authTypes?: unknown;
}

/** Where loyalty characters show (§2.3). */
export type CharacterPlaces = 'profile' | 'loyalty' | 'both';

/** Loyalty options (§3 Loyalty config). */
export interface LoyaltyConfig {
  coinIcon?: string;
  placesWhereDisplayedCharacters: CharacterPlaces;
  isEnableCharacters: boolean;
  isEnableLoyalty: boolean;
  tutorialUrl?: string;
  /** Notice duration in seconds (default 5) and sound volume (default 0.5). */
  notification?: { duration?: number; sound?: number | boolean };
}

/** The part of the CMS config the stores read; other keys pass through. */
export interface CmsConfig {
  registration?: Partial<RegistrationConfig>;
  loyalty?: Partial<LoyaltyConfig>;
  currencySettings?: Partial<CurrencySettings>;
  [key: string]: unknown;
}
