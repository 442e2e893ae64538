/**
 * A seconds countdown to a deadline, measured on the clock (not by counting ticks) so a late
 * timer in a background tab still shows the right number.
 */
import type { Clock, TimerHandle, Timers } from './effects.ts';

/** Whole seconds left until `deadline` (ms), never negative. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A running countdown; `stop()` cancels it. */
export interface Countdown {
  start(seconds: number): void;
  stop(): void;
}

/** Calls `onTick(secondsLeft)` at start and on every whole second until 0 (inclusive). */
export function createCountdown(
  deps: { timers: Timers; now: Clock },
  onTick: (secondsLeft: number) => void,
): Countdown {
  let handle: TimerHandle | null = null;
  let deadline = 0;
  const stop = () => {
    if (handle !== null) deps.timers.clearTimeout(handle);
    handle = null;
  };
  const tick = () => {
    handle = null;
    const now = deps.now();
    const left = secondsUntil(deadline, now);
    onTick(left);
    if (left > 0) {
      const untilNextSecond = deadline - now - (left - 1) * 1000;
      handle = deps.timers.setTimeout(tick, Math.max(1, untilNextSecond));
    }
  };
  return {
    start(seconds) {
      stop();
      deadline = deps.now() + Math.max(0, seconds) * 1000;
      tick();
    },
    stop,
  };
}
