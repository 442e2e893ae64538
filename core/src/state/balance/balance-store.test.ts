import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Balance } from '../../contract/account.ts';
import { globalClock, globalTimers } from '../shared/effects.ts';
import { createBalanceStore } from './balance-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const money = (amount: string) => ({ amount, currency: 'USD' });
const balances = (main: string): Balance => ({
  balance_main: money(main),
  balance_bonus: money('0'),
  balance_betting_bonus: money('0'),
  balance_fun: money('1000'),
});

function setup(policy: Record<string, unknown> = { isEnabledInterval: true }) {
  let n = 0;
  const getBalance = vi.fn(async () => balances(String(++n)));
  const log = vi.fn();
  const store = createBalanceStore({ getBalance, timers: globalTimers, now: globalClock, log });
  store.setPolicy(policy);
  return { store, getBalance, log };
}

describe('balance store polling', () => {
  it('polls every interval only while authenticated and subscribed', async () => {
    const { store, getBalance } = setup();
    store.setAuthenticated(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(getBalance).not.toHaveBeenCalled(); // nobody watches

    const unsubscribe = store.subscribe(() => {});
    expect(store.state.polling).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(getBalance).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(getBalance).toHaveBeenCalledTimes(1);
    expect(store.state.balances?.balance_main.amount).toBe('1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getBalance).toHaveBeenCalledTimes(2);

    unsubscribe(); // the last subscriber stops it
    expect(store.state.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getBalance).toHaveBeenCalledTimes(2);
  });

  it('does not poll for guests, nor with interval refresh off (the default)', async () => {
    const guest = setup();
    guest.store.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(guest.getBalance).not.toHaveBeenCalled();

    const defaults = setup({});
    defaults.store.setAuthenticated(true);
    defaults.store.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(defaults.getBalance).not.toHaveBeenCalled();
  });

  it('is skipped on paths containing /game/', async () => {
    const { store, getBalance } = setup();
    store.setAuthenticated(true);
    store.subscribe(() => {});
    store.setPath('/game/starburst/real');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getBalance).not.toHaveBeenCalled();
    store.setPath('/games');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getBalance).toHaveBeenCalledTimes(1);
  });

  it('stops 5 minutes after the last click; a click restarts it', async () => {
    const { store, getBalance } = setup();
    store.setAuthenticated(true);
    store.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    // polls at 10 s … 290 s; the tick at 300 s finds the period over
    expect(getBalance).toHaveBeenCalledTimes(29);
    expect(store.state.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getBalance).toHaveBeenCalledTimes(29);

    store.click();
    expect(store.state.polling).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getBalance).toHaveBeenCalledTimes(30);
  });

  it('keeps polling with the turn-off switch off', async () => {
    const { store, getBalance } = setup({
      isEnabledInterval: true,
      isEnabledTurnOffRequests: false,
    });
    store.setAuthenticated(true);
    store.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(getBalance).toHaveBeenCalledTimes(60);
  });

  it('click refresh is throttled by the delay between clicks', async () => {
    const { store, getBalance } = setup({ isEnabledRequestsAfterClick: true });
    store.setAuthenticated(true);
    store.click();
    store.click();
    await vi.advanceTimersByTimeAsync(999);
    store.click();
    expect(getBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    store.click();
    expect(getBalance).toHaveBeenCalledTimes(2);
  });

  it('setFromPush updates only the sent balances, for authenticated users', () => {
    const { store } = setup();
    store.setFromPush(balances('5'));
    expect(store.state.balances).toBeNull();
    store.setAuthenticated(true);
    store.setFromPush({ balance_main: money('7') });
    expect(store.state.balances).toBeNull(); // nothing to merge into yet
    store.setFromPush(balances('5'));
    store.setFromPush({ balance_main: money('7') });
    expect(store.state.balances).toEqual({ ...balances('7'), balance_fun: money('1000') });
  });

  it('logout clears balances and drops a fetch in flight', async () => {
    let resolve: (b: Balance) => void = () => {};
    const getBalance = vi.fn(() => new Promise<Balance>((r) => (resolve = r)));
    const store = createBalanceStore({ getBalance, timers: globalTimers, now: globalClock });
    store.setAuthenticated(true);
    store.set(balances('3'));
    const pending = store.refresh();
    store.setAuthenticated(false);
    resolve(balances('99'));
    await pending;
    expect(store.state.balances).toBeNull();
  });

  it('fetch failures are logged only', async () => {
    const log = vi.fn();
    const store = createBalanceStore({
      getBalance: () => Promise.reject(new Error('502')),
      timers: globalTimers,
      now: globalClock,
      log,
    });
    store.setAuthenticated(true);
    await store.refresh();
    expect(log).toHaveBeenCalledWith(new Error('502'));
  });
});
