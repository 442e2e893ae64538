/**
 * The balance store: the four balances (§3), interval polling that runs only while someone
 * watches (first subscriber starts, last stops), click refresh, and live socket pushes.
 */
import { proxy } from 'valtio/vanilla';
import type * as account from '../../contract/account.ts';
import type { BalanceRefreshSettingsConfig } from '../../contract/cms.ts';
import type { ResultOf } from '../../contract/define.ts';
import type { Clock, Logger, TimerHandle, Timers } from '../shared/effects.ts';
import { createWatchable } from '../shared/watchable.ts';
import { resolveBalancePolicy, shouldPoll, shouldRefreshOnClick } from './balance-policy.ts';

/** What the UI reads. */
export interface BalanceState {
  balances: account.Balance | null;
  /** Clock time of the last update, from a fetch or a push. */
  updatedAt: number | null;
  /** Interval polling is running. */
  polling: boolean;
}

/** Effects for {@link createBalanceStore}. */
export interface BalanceDeps {
  /** account.getBalance. */
  getBalance(): Promise<ResultOf<typeof account.getBalance>>;
  timers: Timers;
  now: Clock;
  log?: Logger;
}

/** Creates the balance store; feed it auth, path, policy and clicks from the app. */
export function createBalanceStore(deps: BalanceDeps) {
  const state = proxy<BalanceState>({ balances: null, updatedAt: null, polling: false });
  let policy = resolveBalancePolicy();
  let authenticated = false;
  let path = '/';
  let lastClickAt = deps.now();
  let lastClickRefreshAt: number | null = null;
  let handle: TimerHandle | null = null;
  // Bumped on logout so a fetch in flight cannot write a previous user's balances.
  let generation = 0;

  const watch = createWatchable(state, {
    onFirstSubscriber: () => sync(),
    onLastUnsubscribed: () => sync(),
  });

  const allowed = () =>
    shouldPoll({
      policy,
      authenticated,
      watched: watch.isWatched(),
      path,
      now: deps.now(),
      lastClickAt,
    });

  const stopTimer = () => {
    if (handle !== null) deps.timers.clearTimeout(handle);
    handle = null;
  };

  const refresh = async (): Promise<void> => {
    if (!authenticated) return;
    const started = generation;
    try {
      const balances = await deps.getBalance();
      if (started !== generation || !authenticated) return;
      state.balances = balances;
      state.updatedAt = deps.now();
    } catch (error) {
      deps.log?.(error);
    }
  };

  const tick = async () => {
    handle = null;
    if (!allowed()) {
      state.polling = false;
      return;
    }
    await refresh();
    sync();
  };

  function sync() {
    const run = allowed();
    if (!run) stopTimer();
    else if (handle === null)
      handle = deps.timers.setTimeout(() => void tick(), policy.countSecondsForInterval * 1000);
    if (state.polling !== run) state.polling = run;
  }

  return {
    state,
    /** Listens to balance changes; the first listener starts polling, the last stops it. */
    subscribe: watch.subscribe,
    /** Sets who is signed in; logging out clears the balances and stops all work. */
    setAuthenticated(value: boolean) {
      if (value === authenticated) return;
      authenticated = value;
      if (value) lastClickAt = deps.now();
      else {
        generation += 1;
        state.balances = null;
        state.updatedAt = null;
        lastClickRefreshAt = null;
      }
      stopTimer();
      sync();
    },
    /** Applies settingsForUpdBalance (missing values take the §9 defaults). */
    setPolicy(settings: Partial<BalanceRefreshSettingsConfig> | null | undefined) {
      policy = resolveBalancePolicy(settings);
      stopTimer();
      sync();
    },
    /** The current route path; polling pauses on /game/ pages. */
    setPath(next: string) {
      path = next;
      sync();
    },
    /** A user click: restarts turned-off polling and refreshes when the click delay allows. */
    click() {
      const now = deps.now();
      lastClickAt = now;
      if (shouldRefreshOnClick({ policy, authenticated, path, now, lastClickRefreshAt })) {
        lastClickRefreshAt = now;
        void refresh();
      }
      sync();
    },
    /** Fetches the balances now (authenticated only). */
    refresh,
    /** Sets the balances from account info. */
    set(balances: account.Balance) {
      state.balances = balances;
      state.updatedAt = deps.now();
    },
    /** Applies balances pushed by the live socket; only the ones sent change. */
    setFromPush(balances: Partial<account.Balance>) {
      if (!authenticated) return;
      if (!state.balances) {
        const complete = balances as account.Balance;
        if (
          !complete.balance_main ||
          !complete.balance_bonus ||
          !complete.balance_betting_bonus ||
          !complete.balance_fun
        )
          return;
        state.balances = { ...complete };
      } else Object.assign(state.balances, balances);
      state.updatedAt = deps.now();
    },
    /** Stops the timer; subscriptions stay. */
    dispose() {
      authenticated = false;
      generation += 1;
      stopTimer();
      state.polling = false;
    },
  };
}

/** The balance store's shape. */
export type BalanceStore = ReturnType<typeof createBalanceStore>;
