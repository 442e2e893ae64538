/** Balance refresh (§3 settingsForUpdBalance) defaults of spec §9. */
import type { BalanceRefreshSettingsConfig } from '../contract/cms.ts';

/** Shape of the functional settings' settingsForUpdBalance block (§3). */
export type BalanceRefreshSettings = Readonly<BalanceRefreshSettingsConfig>;

/** §9: interval 10 s (off), delay between clicks 1 s (off), requests off after 5 minutes (on). */
export const BALANCE_REFRESH_DEFAULTS: BalanceRefreshSettings = {
  isEnabledInterval: false,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: false,
  countSecondsForDelayBetweenClick: 1,
};

/** Balance refresh is skipped on paths containing this segment (§9). */
export const BALANCE_REFRESH_SKIP_PATH = '/game/';
