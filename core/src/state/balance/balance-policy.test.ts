import { describe, expect, it } from 'vitest';
import { BALANCE_REFRESH_DEFAULTS } from '../../constants/balance-refresh.ts';
import { balanceRefreshSettings } from '../../contract/cms.ts';
import {
  isBalanceRefreshPath,
  isTurnedOff,
  resolveBalancePolicy,
  shouldPoll,
  shouldRefreshOnClick,
} from './balance-policy.ts';

const on = resolveBalancePolicy({ isEnabledInterval: true, isEnabledRequestsAfterClick: true });
const base = {
  policy: on,
  authenticated: true,
  watched: true,
  path: '/',
  now: 0,
  lastClickAt: 0,
};

describe('balance refresh policy (§3, §9)', () => {
  it('defaults: interval 10 s, delay 1 s, off after 5 minutes; interval off, click off, turn-off on', () => {
    expect(resolveBalancePolicy()).toEqual({
      isEnabledInterval: false,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: false,
      countSecondsForDelayBetweenClick: 1,
    });
    expect(resolveBalancePolicy({ countSecondsForInterval: 0 }).countSecondsForInterval).toBe(10);
    expect(resolveBalancePolicy({ countSecondsForInterval: 3 }).countSecondsForInterval).toBe(3);
    expect(BALANCE_REFRESH_DEFAULTS.isEnabledInterval).toBe(false);
  });

  it('takes the same §9 defaults as the CMS schema fills in, so they cannot drift', () => {
    expect(resolveBalancePolicy()).toEqual(BALANCE_REFRESH_DEFAULTS);
    expect(balanceRefreshSettings.parse({})).toEqual(BALANCE_REFRESH_DEFAULTS);
  });

  it('polls only when switched on, authenticated, watched, and not on a /game/ path', () => {
    expect(shouldPoll(base)).toBe(true);
    expect(shouldPoll({ ...base, policy: resolveBalancePolicy() })).toBe(false);
    expect(shouldPoll({ ...base, authenticated: false })).toBe(false);
    expect(shouldPoll({ ...base, watched: false })).toBe(false);
    expect(shouldPoll({ ...base, path: '/game/book-of-ra/real' })).toBe(false);
    expect(isBalanceRefreshPath('/games')).toBe(true);
  });

  it('stops once the configured minutes since the last click have passed (if that switch is on)', () => {
    expect(isTurnedOff(on, 5 * 60_000 - 1, 0)).toBe(false);
    expect(isTurnedOff(on, 5 * 60_000, 0)).toBe(true);
    expect(shouldPoll({ ...base, now: 5 * 60_000 })).toBe(false);
    const noTurnOff = { ...on, isEnabledTurnOffRequests: false };
    expect(shouldPoll({ ...base, policy: noTurnOff, now: 60 * 60_000 })).toBe(true);
  });

  it('click refresh is throttled by the delay between clicks', () => {
    const input = {
      policy: on,
      authenticated: true,
      path: '/',
      now: 10_000,
      lastClickRefreshAt: null,
    };
    expect(shouldRefreshOnClick(input)).toBe(true);
    expect(shouldRefreshOnClick({ ...input, lastClickRefreshAt: 9_001 })).toBe(false);
    expect(shouldRefreshOnClick({ ...input, lastClickRefreshAt: 9_000 })).toBe(true);
    expect(shouldRefreshOnClick({ ...input, policy: resolveBalancePolicy() })).toBe(false);
    expect(shouldRefreshOnClick({ ...input, path: '/game/x' })).toBe(false);
    expect(shouldRefreshOnClick({ ...input, authenticated: false })).toBe(false);
  });
});
