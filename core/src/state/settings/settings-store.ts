/** The settings store: general info, functional settings and CMS config, plus feature flags (§3, §6). */
import { proxy, type Snapshot } from 'valtio/vanilla';
import type {
  CmsConfig,
  CurrencySettings,
  FunctionalSettings,
  RegistrationConfig,
} from '../../contract/cms.ts';
import type { GeneralInfo } from '../../contract/metadata.ts';

/**
 * Plain data the settings store holds; null until loaded. The feature flags read `functional`,
 * which is set on its own (setFunctionalSettings) although the CMS config also carries it.
 */
export interface SettingsState {
  generalInfo: GeneralInfo | null;
  functional: FunctionalSettings | null;
  cms: CmsConfig | null;
}

/** Currency strategies when the content system names none: keep what is selected, else the first. */
export const DEFAULT_CURRENCY_SETTINGS: CurrencySettings = {
  emptyValue: 'emptyValue',
  defaultValue: 'selectedValue',
  changeCountryValue: 'selectedValue',
  changeCountryFallbackValue: 'firstValue',
};

/** Creates a settings store; the app fills it from metadata and the content system. */
export function createSettingsStore(initial: Partial<SettingsState> = {}) {
  const state = proxy<SettingsState>({
    generalInfo: initial.generalInfo ?? null,
    functional: initial.functional ?? null,
    cms: initial.cms ?? null,
  });
  return {
    state,
    /** metadata.getgeneralinfo's answer. */
    setGeneralInfo(info: GeneralInfo) {
      state.generalInfo = info;
    },
    /** Functional settings (the CMS config's `functional`). */
    setFunctionalSettings(settings: FunctionalSettings) {
      state.functional = settings;
    },
    /** The CMS config for the current locale. */
    setCmsConfig(config: CmsConfig) {
      state.cms = config;
    },
  };
}

/** The settings store's shape. */
export type SettingsStore = ReturnType<typeof createSettingsStore>;

/** Two-factor auth can be switched on in the profile (§6 feature flags). */
export const isTwoFactorEnabled = (s: Snapshot<SettingsState>): boolean =>
  s.functional?.isTwoFAEnable === true;

/** Identity verification (Sumsub) is offered. */
export const isSumsubEnabled = (s: Snapshot<SettingsState>): boolean =>
  s.functional?.isSumsubEnable === true;

/** Responsible-gaming pages are on. */
export const isResponsibleGamingEnabled = (s: Snapshot<SettingsState>): boolean =>
  s.functional?.isResponsibleGamingEnable === true;

/** Bet history is shown. */
export const isBetHistoryEnabled = (s: Snapshot<SettingsState>): boolean =>
  s.functional?.isBetHistoryEnable === true;

/** The loyalty programme is on. */
export const isLoyaltyEnabled = (s: Snapshot<SettingsState>): boolean =>
  s.cms?.loyalty?.isEnableLoyalty === true;

/** Loyalty characters are on (they need loyalty itself). */
export const isCharactersEnabled = (s: Snapshot<SettingsState>): boolean =>
  isLoyaltyEnabled(s) && s.cms?.loyalty?.isEnableCharacters === true;

/** Whether characters show on a page: `placesWhereDisplayedCharacters` is that page or both (§2.3). */
export const showsCharactersOn = (
  s: Snapshot<SettingsState>,
  page: 'profile' | 'loyalty',
): boolean => {
  if (!isCharactersEnabled(s)) return false;
  const places = s.cms?.loyalty?.placesWhereDisplayedCharacters ?? 'both';
  return places === 'both' || places === page;
};

/** The betting notice is visible unless switched off (default true, §3). */
export const isNoticeBettingVisible = (s: Snapshot<SettingsState>): boolean =>
  s.functional?.isVisibleNoticeBetting !== false;

/** The auth popup is used unless switched off (fallback true, §3). */
export const isAuthPopupEnabled = (s: Snapshot<SettingsState>): boolean =>
  s.functional?.authPopupEnabled !== false;

/** Currency strategies with defaults filled in. */
export const currencySettingsOf = (s: Snapshot<SettingsState>): CurrencySettings => ({
  ...DEFAULT_CURRENCY_SETTINGS,
  ...s.cms?.currency,
});

/** Registration form options, empty when the content system sends none. */
export const registrationConfigOf = (
  s: Snapshot<SettingsState>,
): Snapshot<Partial<RegistrationConfig>> => s.cms?.registration ?? {};

/** Seconds of inactivity before logout, or null when the feature is off (§4 Inactivity). */
export const forceLogoutSeconds = (s: Snapshot<SettingsState>): number | null => {
  const value = s.generalInfo?.time_to_force_logout;
  return typeof value === 'number' && value > 0 ? value : null;
};

/** Seconds of inactivity before the cashier closes, or null when off. */
export const cashierInactivitySeconds = (s: Snapshot<SettingsState>): number | null => {
  const value = s.generalInfo?.user_inactivity_cashier_time;
  return typeof value === 'number' && value > 0 ? value : null;
};

/** The default currency, USD when none is configured (§9). */
export const defaultCurrencyOf = (s: Snapshot<SettingsState>): string =>
  s.generalInfo?.default_currency || 'USD';
