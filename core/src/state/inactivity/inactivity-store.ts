/**
 * The inactivity machine as a store. One instance forces logout after `time_to_force_logout`;
 * another closes the cashier after `user_inactivity_cashier_time` (same machine, other action).
 */
import { proxy } from 'valtio/vanilla';
import type { ActivitySource, Clock, TimerHandle, Timers } from '../shared/effects.ts';
import { inactivityPhase, isInactivityActive, type InactivityPhase } from './inactivity-phase.ts';

/** What the UI reads: the phase and, during the warning, the seconds left. */
export interface InactivityState {
  phase: InactivityPhase;
  secondsLeft: number | null;
}

/** Effects and actions for {@link createInactivityStore}. */
export interface InactivityDeps {
  timers: Timers;
  now: Clock;
  /** Key, click, scroll and navigation events; each resets the period. */
  activity: ActivitySource;
  /** Runs once at 100 % (logout, close the cashier …). */
  onExpire(): void;
  /** Runs when the warning starts (e.g. open the interactivity-warning popup). */
  onWarning?(): void;
  /** Runs when activity cancels a shown warning. */
  onWarningCancelled?(): void;
}

/** Creates an idle machine; call `configure` whenever the period or the auth state changes. */
export function createInactivityStore(deps: InactivityDeps) {
  const state = proxy<InactivityState>({ phase: 'off', secondsLeft: null });
  let periodSeconds: number | null = null;
  let lastActivity = 0;
  let handle: TimerHandle | null = null;
  let unsubscribe: (() => void) | null = null;

  const clearTimer = () => {
    if (handle !== null) deps.timers.clearTimeout(handle);
    handle = null;
  };

  const stop = () => {
    clearTimer();
    unsubscribe?.();
    unsubscribe = null;
    state.phase = 'off';
    state.secondsLeft = null;
  };

  const check = () => {
    handle = null;
    if (periodSeconds === null) return;
    const next = inactivityPhase(deps.now() - lastActivity, periodSeconds);
    const was = state.phase;
    state.phase = next.phase;
    state.secondsLeft = next.secondsLeft;
    if (next.phase === 'expired') {
      unsubscribe?.();
      unsubscribe = null;
      deps.onExpire();
      return;
    }
    if (next.phase === 'warning' && was !== 'warning') deps.onWarning?.();
    handle = deps.timers.setTimeout(check, next.nextCheckInMs);
  };

  const reset = () => {
    if (state.phase === 'off' || state.phase === 'expired') return;
    const wasWarning = state.phase === 'warning';
    lastActivity = deps.now();
    clearTimer();
    check();
    if (wasWarning) deps.onWarningCancelled?.();
  };

  return {
    state,
    /** Starts or stops the machine: active only with a period set and an authenticated user. */
    configure(options: { periodSeconds: number | null; authenticated: boolean }) {
      const active = isInactivityActive(options.periodSeconds, options.authenticated);
      if (!active) {
        periodSeconds = null;
        stop();
        return;
      }
      const changed = periodSeconds !== options.periodSeconds;
      periodSeconds = options.periodSeconds;
      if (state.phase !== 'off' && state.phase !== 'expired' && !changed) return;
      if (!unsubscribe) unsubscribe = deps.activity.subscribe(reset);
      lastActivity = deps.now();
      clearTimer();
      check();
    },
    /** Counts as activity (e.g. the warning's "stay" button or a route change). */
    reset,
    /** Stops listening and cancels the timers. */
    dispose() {
      periodSeconds = null;
      stop();
    },
  };
}

/** The inactivity store's shape. */
export type InactivityStore = ReturnType<typeof createInactivityStore>;
