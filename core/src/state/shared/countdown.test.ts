import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, secondsUntil } from './countdown.ts';
import { globalClock, globalTimers } from './effects.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it('secondsUntil rounds up and never goes negative', () => {
    expect(secondsUntil(10_000, 8_500)).toBe(2);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });

  it('ticks every second down to zero and then stops', () => {
    const ticks: number[] = [];
    const c = createCountdown({ timers: globalTimers, now: globalClock }, (s) => ticks.push(s));
    c.start(3);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([3, 2, 1, 0]);
  });

  it('restarting replaces the old deadline; stop cancels', () => {
    const ticks: number[] = [];
    const c = createCountdown({ timers: globalTimers, now: globalClock }, (s) => ticks.push(s));
    c.start(5);
    vi.advanceTimersByTime(2000);
    c.start(2);
    vi.advanceTimersByTime(1000);
    c.stop();
    vi.advanceTimersByTime(10_000);
    expect(ticks).toEqual([5, 4, 3, 2, 1]);
  });
});
