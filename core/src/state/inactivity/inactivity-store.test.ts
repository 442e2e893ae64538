import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityHub } from '../shared/activity-hub.ts';
import { globalClock, globalTimers } from '../shared/effects.ts';
import { createInactivityStore } from './inactivity-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const activity = createActivityHub();
  const onExpire = vi.fn();
  const onWarning = vi.fn();
  const onWarningCancelled = vi.fn();
  const store = createInactivityStore({
    timers: globalTimers,
    now: globalClock,
    activity,
    onExpire,
    onWarning,
    onWarningCancelled,
  });
  return { store, activity, onExpire, onWarning, onWarningCancelled };
}

describe('inactivity store', () => {
  it('stays off for guests or without time_to_force_logout', () => {
    const { store, activity, onExpire } = setup();
    store.configure({ periodSeconds: 60, authenticated: false });
    store.configure({ periodSeconds: null, authenticated: true });
    vi.advanceTimersByTime(3_600_000);
    expect(store.state.phase).toBe('off');
    expect(activity.listenerCount()).toBe(0);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('warns at 80 %, counts down the last 20 %, logs out at 100 %', () => {
    const { store, onExpire, onWarning } = setup();
    store.configure({ periodSeconds: 100, authenticated: true });
    expect(store.state.phase).toBe('active');
    vi.advanceTimersByTime(79_999);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(store.state).toEqual({ phase: 'warning', secondsLeft: 20 });
    vi.advanceTimersByTime(1000);
    expect(store.state.secondsLeft).toBe(19);
    vi.advanceTimersByTime(18_000);
    expect(store.state.secondsLeft).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(store.state.phase).toBe('expired');
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity (key, click, scroll or navigation) resets the period', () => {
    const { store, activity, onExpire, onWarning } = setup();
    store.configure({ periodSeconds: 100, authenticated: true });
    vi.advanceTimersByTime(70_000);
    activity.emit();
    vi.advanceTimersByTime(79_999);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    expect(onWarning).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity during the warning cancels it', () => {
    const { store, activity, onWarningCancelled, onExpire } = setup();
    store.configure({ periodSeconds: 10, authenticated: true });
    vi.advanceTimersByTime(9_000);
    expect(store.state.phase).toBe('warning');
    store.reset();
    expect(store.state).toEqual({ phase: 'active', secondsLeft: null });
    expect(onWarningCancelled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9_999);
    activity.emit();
    vi.advanceTimersByTime(9_999);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('logging out stops the machine and its listeners', () => {
    const { store, activity, onExpire } = setup();
    store.configure({ periodSeconds: 10, authenticated: true });
    expect(activity.listenerCount()).toBe(1);
    store.configure({ periodSeconds: 10, authenticated: false });
    expect(activity.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('re-configuring with the same period keeps the running clock', () => {
    const { store, onExpire } = setup();
    store.configure({ periodSeconds: 10, authenticated: true });
    vi.advanceTimersByTime(5_000);
    store.configure({ periodSeconds: 10, authenticated: true });
    vi.advanceTimersByTime(5_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('cashier inactivity: same machine, different action', () => {
    const activity = createActivityHub();
    const closeCashier = vi.fn();
    const cashier = createInactivityStore({
      timers: globalTimers,
      now: globalClock,
      activity,
      onExpire: closeCashier,
    });
    cashier.configure({ periodSeconds: 30, authenticated: true });
    vi.advanceTimersByTime(30_000);
    expect(closeCashier).toHaveBeenCalledTimes(1);
  });
});
