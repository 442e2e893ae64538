/**
 * Balance refresh rules (§3 settingsForUpdBalance, §4 Balance polling, §9 defaults) as pure
 * functions: when interval polling runs, when it turns off, when a click may refresh.
 */
import type { BalanceRefreshSettingsConfig } from '../../contract/cms.ts';
import {
  BALANCE_REFRESH_DEFAULTS,
  BALANCE_REFRESH_SKIP_PATH,
} from '../../constants/balance-refresh.ts';

const positive = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** The configured policy with §9 defaults for anything missing or nonsensical. */
export function resolveBalancePolicy(
  settings?: Partial<BalanceRefreshSettingsConfig> | null,
): BalanceRefreshSettingsConfig {
  const s = settings ?? {};
  const d = BALANCE_REFRESH_DEFAULTS;
  return {
    isEnabledInterval: flag(s.isEnabledInterval, d.isEnabledInterval),
    countSecondsForInterval: positive(s.countSecondsForInterval, d.countSecondsForInterval),
    isEnabledTurnOffRequests: flag(s.isEnabledTurnOffRequests, d.isEnabledTurnOffRequests),
    countMinutesAfterWhichRequestsTurnedOff: positive(
      s.countMinutesAfterWhichRequestsTurnedOff,
      d.countMinutesAfterWhichRequestsTurnedOff,
    ),
    isEnabledRequestsAfterClick: flag(s.isEnabledRequestsAfterClick, d.isEnabledRequestsAfterClick),
    countSecondsForDelayBetweenClick: positive(
      s.countSecondsForDelayBetweenClick,
      d.countSecondsForDelayBetweenClick,
    ),
  };
}

/** Balance refresh is skipped on the game page (§9). */
export function isBalanceRefreshPath(path: string): boolean {
  return !path.includes(BALANCE_REFRESH_SKIP_PATH);
}

/** True once the configured minutes since the last click have passed (when that switch is on). */
export function isTurnedOff(
  policy: BalanceRefreshSettingsConfig,
  now: number,
  lastClickAt: number,
): boolean {
  return (
    policy.isEnabledTurnOffRequests &&
    now - lastClickAt >= policy.countMinutesAfterWhichRequestsTurnedOff * 60_000
  );
}

/** What the polling decision depends on. */
export interface PollingInput {
  policy: BalanceRefreshSettingsConfig;
  authenticated: boolean;
  /** Someone subscribes to the balance store. */
  watched: boolean;
  path: string;
  now: number;
  lastClickAt: number;
}

/** Interval polling runs when switched on, for an authenticated, watched, non-game page, not turned off. */
export function shouldPoll(input: PollingInput): boolean {
  return (
    input.policy.isEnabledInterval &&
    input.authenticated &&
    input.watched &&
    isBalanceRefreshPath(input.path) &&
    !isTurnedOff(input.policy, input.now, input.lastClickAt)
  );
}

/** A click refreshes when switched on, authenticated, off game pages, and the delay since the last click refresh has passed. */
export function shouldRefreshOnClick(input: {
  policy: BalanceRefreshSettingsConfig;
  authenticated: boolean;
  path: string;
  now: number;
  lastClickRefreshAt: number | null;
}): boolean {
  if (!input.policy.isEnabledRequestsAfterClick || !input.authenticated) return false;
  if (!isBalanceRefreshPath(input.path)) return false;
  return (
    input.lastClickRefreshAt === null ||
    input.now - input.lastClickRefreshAt >= input.policy.countSecondsForDelayBetweenClick * 1000
  );
}
