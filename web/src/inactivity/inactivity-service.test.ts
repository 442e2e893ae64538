import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERAL_INFO as DEFAULTS, PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { startInactivity } from './inactivity-service.ts';

const GENERAL_INFO = { ...DEFAULTS, time_to_force_logout: 10 };

const noActivity = { subscribe: () => () => {} };

function start(preloadWarning: () => Promise<unknown>) {
  const env = testPlatform();
  const stop = startInactivity(env.platform, noActivity, {
    loggedOut: () => 'Logged out',
    preloadWarning,
  });
  return { ...env, stop };
}

describe('forced logout after inactivity: the warning', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads its code once the period counts for a signed-in player, and only once', async () => {
    const preload = vi.fn(() => Promise.resolve());
    const { platform, stop } = start(preload);
    await vi.advanceTimersByTimeAsync(0);
    expect(preload).not.toHaveBeenCalled();
    platform.stores.settings.setGeneralInfo(GENERAL_INFO);
    await vi.advanceTimersByTimeAsync(0);
    // A guest has no period.
    expect(preload).not.toHaveBeenCalled();
    platform.stores.session.state.user = { ...PLAYER };
    await vi.advanceTimersByTimeAsync(0);
    expect(preload).toHaveBeenCalledTimes(1);
    platform.stores.session.state.user = {
      ...PLAYER,
      balance_main: { amount: '5', currency: 'USD' },
    };
    platform.stores.settings.setGeneralInfo({ ...GENERAL_INFO, time_to_force_logout: 20 });
    await vi.advanceTimersByTimeAsync(0);
    expect(preload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is not loaded ahead where the operator sets no period', async () => {
    const preload = vi.fn(() => Promise.resolve());
    const { platform, stop } = start(preload);
    platform.stores.session.state.user = { ...PLAYER };
    platform.stores.settings.setGeneralInfo({ ...GENERAL_INFO, time_to_force_logout: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(preload).not.toHaveBeenCalled();
    stop();
  });

  it('opens at 80 % of the period even when loading its code ahead failed', async () => {
    const { platform, stop } = start(() => Promise.reject(new Error('offline')));
    platform.stores.session.state.user = { ...PLAYER };
    platform.stores.settings.setGeneralInfo(GENERAL_INFO);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(platform.stores.dialogs.state.queue).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(platform.stores.dialogs.state.queue.map((d) => d.name)).toEqual([
      'interactivityWarning',
    ]);
    stop();
  });
});
