import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '@croupier/core/state';
import { startMaintenancePoll } from './maintenance-poll.ts';

describe('maintenance poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks gently (5 s, 10 s, 20 s … up to 60 s) and stops once the API answers', async () => {
    let open = false;
    const check = vi.fn(async () => {
      if (!open) throw new Error('ApplicationUnavailableException');
    });
    const onBack = vi.fn();
    startMaintenancePoll({ check, onBack, timers: globalTimers });

    await vi.advanceTimersByTimeAsync(4_999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000 + 40_000 + 60_000);
    expect(check).toHaveBeenCalledTimes(5); // 20 s, 40 s, then the 60 s ceiling
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(6);
    expect(onBack).not.toHaveBeenCalled();

    open = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onBack).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(check).toHaveBeenCalledTimes(7);
  });

  it('"check now" asks at once and starts the schedule over; stop ends it', async () => {
    const check = vi.fn(async () => {
      throw new Error('still down');
    });
    const poll = startMaintenancePoll({ check, onBack: vi.fn(), timers: globalTimers });
    await vi.advanceTimersByTimeAsync(5_000 + 10_000);
    expect(check).toHaveBeenCalledTimes(2);
    poll.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(4);
    poll.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(check).toHaveBeenCalledTimes(4);
  });
});
