import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDueTimers } from './due-timers.ts';

describe('createDueTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const ran: string[] = [];
    const errors: [unknown, string][] = [];
    const timers = createDueTimers({
      run: async (key) => {
        if (key === 'broken') throw new Error('boom');
        ran.push(key);
      },
      onError: (err, key) => errors.push([err, key]),
    });
    return { ran, errors, timers };
  }

  it('runs a key when its delay has passed, once, and a new schedule replaces the old', async () => {
    const { ran, timers } = setup();
    timers.schedule('a', 100);
    timers.schedule('b', 50);
    timers.schedule('b', 300);
    await vi.advanceTimersByTimeAsync(99);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['a', 'b']);
  });

  it('held, runs nothing; released, runs what fell due meanwhile', async () => {
    const { ran, timers } = setup();
    const release = timers.hold();
    const inner = timers.hold();
    expect(timers.held).toBe(true);
    timers.schedule('a', 10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual([]);
    release();
    release(); // a second call of the same release changes nothing
    expect(timers.held).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual([]);
    inner();
    expect(timers.held).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['a']);
  });

  it('reports a failed job with its key and keeps going', async () => {
    const { ran, errors, timers } = setup();
    timers.schedule('broken', 0);
    timers.schedule('a', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([[new Error('boom'), 'broken']]);
    expect(ran).toEqual(['a']);
  });

  it('closed, runs nothing more, even what a release would have run', async () => {
    const { ran, timers } = setup();
    timers.schedule('a', 10);
    const release = timers.hold();
    timers.schedule('b', 0);
    await vi.advanceTimersByTimeAsync(0);
    timers.close();
    release();
    timers.schedule('c', 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual([]);
  });
});
