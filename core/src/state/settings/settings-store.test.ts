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
import type { FunctionalSettings, GeneralInfo } from './settings-types.ts';

const functional: FunctionalSettings = {
  isTwoFAEnable: true,
  isSumsubEnable: false,
  isResponsibleGamingEnable: true,
  isBetHistoryEnable: false,
  isVisibleNoticeBetting: true,
  isTitleClickable: false,
};

const general: GeneralInfo = {
  available_currencies: ['USD', 'EUR'],
  available_locales: ['en'],
  default_currency: 'EUR',
  is_seon_enabled: false,
  is_bonus_isolation_enabled: false,
  time_to_force_logout: 600,
  is_game_history_export_enabled: false,
  user_inactivity_cashier_time: 0,
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
    store.setCmsConfig({
      loyalty: { isEnableLoyalty: false, isEnableCharacters: true },
    });
    expect(isCharactersEnabled(store.state)).toBe(false);
    store.setCmsConfig({
      loyalty: {
        isEnableLoyalty: true,
        isEnableCharacters: true,
        placesWhereDisplayedCharacters: 'profile',
      },
    });
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

  it('reads general info: inactivity periods (0 = off) and the default currency', () => {
    const store = createSettingsStore({ generalInfo: general });
    expect(forceLogoutSeconds(store.state)).toBe(600);
    expect(cashierInactivitySeconds(store.state)).toBeNull();
    expect(defaultCurrencyOf(store.state)).toBe('EUR');
  });

  it('fills missing currency strategies with defaults', () => {
    const store = createSettingsStore({
      cms: { currencySettings: { changeCountryValue: 'firstValue' } },
    });
    expect(currencySettingsOf(store.state)).toEqual({
      emptyValue: 'emptyValue',
      defaultValue: 'selectedValue',
      changeCountryValue: 'firstValue',
      changeCountryFallbackValue: 'firstValue',
    });
  });
});
