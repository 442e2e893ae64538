/**
 * Loyalty notices (§3, §7): fetched on the first user interaction and on each route path
 * change, for authenticated users only (§6), shown one at a time for the configured duration.
 */
import { proxy } from 'valtio/vanilla';
import type { ResultOf } from '../../contract/define.ts';
import type * as loyalty from '../../contract/loyalty.ts';
import type { ActivitySource, Logger, TimerHandle, Timers } from '../shared/effects.ts';

/** Seconds a notice shows unless configured (§9). */
export const DEFAULT_NOTICE_DURATION_SECONDS = 5;

/** Notice sound volume unless configured (§9). */
export const DEFAULT_NOTICE_SOUND_VOLUME = 0.5;

/** The queue; its head is on screen. */
export interface LoyaltyNoticeState {
  queue: loyalty.LoyaltyNotice[];
}

/** Effects for {@link createLoyaltyNoticeStore}. */
export interface LoyaltyNoticeDeps {
  /** loyalty.getnotifications. */
  fetchNotices(): Promise<ResultOf<typeof loyalty.getnotifications>>;
  /** Click, double click and touch. */
  interaction: ActivitySource;
  timers: Timers;
  /** Seconds each notice shows (loyalty config notification.duration, default 5). */
  durationSeconds?: number;
  log?: Logger;
}

/** Creates the loyalty notice queue. */
export function createLoyaltyNoticeStore(deps: LoyaltyNoticeDeps) {
  const state = proxy<LoyaltyNoticeState>({ queue: [] });
  let authenticated = false;
  let path: string | null = null;
  let stopListening: (() => void) | null = null;
  let handle: TimerHandle | null = null;
  let durationSeconds = deps.durationSeconds ?? DEFAULT_NOTICE_DURATION_SECONDS;

  const clearTimer = () => {
    if (handle !== null) deps.timers.clearTimeout(handle);
    handle = null;
  };

  const showHead = () => {
    if (handle !== null || state.queue.length === 0 || durationSeconds <= 0) return;
    handle = deps.timers.setTimeout(() => {
      handle = null;
      dismiss();
    }, durationSeconds * 1000);
  };

  const dismiss = () => {
    clearTimer();
    state.queue = state.queue.slice(1);
    showHead();
  };

  const fetchNow = async () => {
    if (!authenticated) return;
    try {
      const notices = await deps.fetchNotices();
      if (!authenticated || notices.length === 0) return;
      state.queue = [...state.queue, ...notices];
      showHead();
    } catch (error) {
      deps.log?.(error);
    }
  };

  const stop = () => {
    stopListening?.();
    stopListening = null;
  };

  return {
    state,
    /** Signing in arms the first-interaction fetch; signing out clears everything. */
    setAuthenticated(value: boolean) {
      if (value === authenticated) return;
      authenticated = value;
      stop();
      if (value) {
        stopListening = deps.interaction.subscribe(() => {
          stop();
          void fetchNow();
        });
      } else {
        clearTimer();
        state.queue = [];
      }
    },
    /** Reports the route path; a change fetches notices (the first path only records). */
    setPath(next: string) {
      const previous = path;
      path = next;
      if (previous !== null && previous !== next) void fetchNow();
    },
    /** Changes the notice duration (seconds). */
    setDuration(seconds: number) {
      durationSeconds = seconds;
    },
    /** Closes the notice on screen; the next one shows. */
    dismiss,
    /** Fetches now, regardless of interaction. */
    fetch: fetchNow,
  };
}

/** The loyalty notice store's shape. */
export type LoyaltyNoticeStore = ReturnType<typeof createLoyaltyNoticeStore>;
