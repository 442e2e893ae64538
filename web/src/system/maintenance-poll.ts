/**
 * While the maintenance screen shows (§2.3, §8 ApplicationUnavailable/Disabled), it asks the
 * API gently whether the site is back: first after a few seconds, then less and less often
 * (doubling up to a minute), so a crowd of waiting players does not hammer a server that is
 * coming back up. "Check now" asks at once and starts the gentle schedule over.
 */
import type { Timers, TimerHandle } from '@croupier/core/state';

/** Milliseconds between checks: the first, and the longest the wait grows to. */
const MAINTENANCE_POLL = { firstMs: 5_000, maxMs: 60_000 } as const;

/** What the poll needs. */
export interface MaintenancePollOptions {
  /** Resolves when the API answers again; rejects while it is still in maintenance. */
  check: () => Promise<unknown>;
  /** Called once, when a check succeeds. */
  onBack: () => void;
  timers: Timers;
  firstMs?: number;
  maxMs?: number;
}

/** A running poll. */
export interface MaintenancePoll {
  /** Checks now (the player's "Try again") and starts the schedule over. */
  checkNow(): void;
  stop(): void;
}

/** Starts polling; the first check is `firstMs` from now. */
export function startMaintenancePoll(options: MaintenancePollOptions): MaintenancePoll {
  const firstMs = options.firstMs ?? MAINTENANCE_POLL.firstMs;
  const maxMs = options.maxMs ?? MAINTENANCE_POLL.maxMs;
  let delay = firstMs;
  let timer: TimerHandle | null = null;
  let stopped = false;
  let checking = false;

  const schedule = () => {
    if (stopped) return;
    timer = options.timers.setTimeout(() => {
      timer = null;
      void run();
    }, delay);
    delay = Math.min(delay * 2, maxMs);
  };

  const run = async () => {
    if (stopped || checking) return;
    checking = true;
    try {
      await options.check();
      if (stopped) return;
      stopped = true;
      options.onBack();
    } catch {
      schedule();
    } finally {
      checking = false;
    }
  };

  schedule();
  return {
    checkNow() {
      if (stopped || checking) return;
      if (timer !== null) options.timers.clearTimeout(timer);
      timer = null;
      delay = firstMs;
      void run();
    },
    stop() {
      stopped = true;
      if (timer !== null) options.timers.clearTimeout(timer);
      timer = null;
    },
  };
}
