/**
 * Balance refresh (§3 `settingsForUpdBalance`) and its §9 defaults, written once: the CMS schema
 * (contract/cms.ts) fills missing switches from here and the balance policy falls back to it.
 * It lives in `constants`, not beside the schema, so the balance store can read it without
 * pulling the schema library into the first load.
 */

/** The functional settings' `settingsForUpdBalance` block (§3). */
export interface BalanceRefreshSettings {
  readonly isEnabledInterval: boolean;
  readonly countSecondsForInterval: number;
  readonly isEnabledTurnOffRequests: boolean;
  readonly countMinutesAfterWhichRequestsTurnedOff: number;
  readonly isEnabledRequestsAfterClick: boolean;
  readonly countSecondsForDelayBetweenClick: number;
}

/** §9: interval 10 s (off), delay between clicks 1 s (off), requests off after 5 minutes (on). */
export const BALANCE_REFRESH_DEFAULTS: BalanceRefreshSettings = Object.freeze({
  isEnabledInterval: false,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: false,
  countSecondsForDelayBetweenClick: 1,
});

/** Balance refresh is skipped on paths containing this segment (§9). */
export const BALANCE_REFRESH_SKIP_PATH = '/game/';
