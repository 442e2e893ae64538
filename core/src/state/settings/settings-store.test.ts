import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import {
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
  showsCharactersOn,
} from './settings-store.ts';
import { cmsConfig, functionalSettings } from '../../contract/cms.ts';
import type { GeneralInfo } from '../../contract/metadata.ts';

// Parsed with the contract's schemas so the fixtures carry the defaults a real answer has.
const functional = functionalSettings.parse({
  isTwoFAEnable: true,
  isSumsubEnable: false,
  isResponsibleGamingEnable: true,
  isBetHistoryEnable: false,
});

const cms = (over: Record<string, unknown> = {}) =>
  cmsConfig.parse({
    registration: { authTypes: [{ type: 'form', label: 'E-mail', field: 'email' }] },
    ...over,
  });

const general: GeneralInfo = {
  analytic: { gtm_id: null, ga_measurement_id: null, meta_pixel_id: null },
  available_currencies: ['USD', 'EUR'],
  available_locales: ['en'],
  default_currency: 'EUR',
  is_seon_enabled: false,
  is_bonus_isolation_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: 600,
  is_game_history_export_enabled: false,
  user_inactivity_cashier_time: null,
  user_inactivity_pp_time: null,
};

describe('settings store (§3, §6 feature flags)', () => {
  it('is empty until loaded, and flags are off', () => {
    const store = createSettingsStore();
    const s = snapshot(store.state);
    expect(isTwoFactorEnabled(s)).toBe(false);
    expect(isLoyaltyEnabled(s)).toBe(false);
    expect(defaultCurrencyOf(s)).toBe('USD');
    expect(forceLogoutSeconds(s)).toBeNull();
  });

  it('feature flags gate two-factor, identity verification, responsible gaming and bet history', () => {
    const store = createSettingsStore();
    store.setFunctionalSettings(functional);
    const s = snapshot(store.state);
    expect(isTwoFactorEnabled(s)).toBe(true);
    expect(isSumsubEnabled(s)).toBe(false);
    expect(isResponsibleGamingEnabled(s)).toBe(true);
    expect(isBetHistoryEnabled(s)).toBe(false);
  });

  it('characters need loyalty on; places decide the page', () => {
    const store = createSettingsStore();
    store.setCmsConfig(cms({ loyalty: { isEnableLoyalty: false, isEnableCharacters: true } }));
    expect(isCharactersEnabled(store.state)).toBe(false);
    store.setCmsConfig(
      cms({
        loyalty: {
          isEnableLoyalty: true,
          isEnableCharacters: true,
          placesWhereDisplayedCharacters: 'profile',
        },
      }),
    );
    expect(isCharactersEnabled(store.state)).toBe(true);
    expect(showsCharactersOn(store.state, 'profile')).toBe(true);
    expect(showsCharactersOn(store.state, 'loyalty')).toBe(false);
  });

  it('isVisibleNoticeBetting and authPopupEnabled default to true', () => {
    const store = createSettingsStore();
    expect(isNoticeBettingVisible(store.state)).toBe(true);
    expect(isAuthPopupEnabled(store.state)).toBe(true);
    store.setFunctionalSettings({
      ...functional,
      isVisibleNoticeBetting: false,
      authPopupEnabled: false,
    });
    expect(isNoticeBettingVisible(store.state)).toBe(false);
    expect(isAuthPopupEnabled(store.state)).toBe(false);
  });

  it('reads general info: inactivity periods (null or 0 = off) and the default currency', () => {
    const store = createSettingsStore({ generalInfo: general });
    expect(forceLogoutSeconds(store.state)).toBe(600);
    expect(cashierInactivitySeconds(store.state)).toBeNull();
    expect(defaultCurrencyOf(store.state)).toBe('EUR');
    store.setGeneralInfo({ ...general, time_to_force_logout: 0 });
    expect(forceLogoutSeconds(store.state)).toBeNull();
  });

  it('reads the configured currency strategies, with defaults when the CMS names none', () => {
    expect(currencySettingsOf(createSettingsStore({ cms: cms() }).state)).toEqual({
      emptyValue: 'emptyValue',
      defaultValue: 'selectedValue',
      changeCountryValue: 'selectedValue',
      changeCountryFallbackValue: 'firstValue',
    });
    const store = createSettingsStore({
      cms: cms({
        currency: {
          emptyValue: 'emptyValue',
          defaultValue: 'firstValue',
          changeCountryValue: 'firstValue',
          changeCountryFallbackValue: 'emptyValue',
        },
      }),
    });
    expect(currencySettingsOf(store.state)).toEqual({
      emptyValue: 'emptyValue',
      defaultValue: 'firstValue',
      changeCountryValue: 'firstValue',
      changeCountryFallbackValue: 'emptyValue',
    });
  });
});
