import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realClock } from './clock.ts';

describe('realClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sleeps for the given time', async () => {
    let done = false;
    const slept = realClock.sleep(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await slept;
    expect(done).toBe(true);
  });

  it('rejects with the abort reason when aborted mid-sleep', async () => {
    const controller = new AbortController();
    const slept = realClock.sleep(1000, controller.signal);
    controller.abort();
    await expect(slept).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once when already aborted', async () => {
    await expect(realClock.sleep(10, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reads the time from Date.now', () => {
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    expect(realClock.now()).toBe(Date.UTC(2026, 0, 1));
  });
});
