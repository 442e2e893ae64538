import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyNotice } from '../../contract/loyalty.ts';
import { createActivityHub } from '../shared/activity-hub.ts';
import { globalTimers } from '../shared/effects.ts';
import { createLoyaltyNoticeStore } from './loyalty-notice-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const notice = (title: string): LoyaltyNotice => ({
  id: `notice-${title}`,
  trigger: 'level',
  amount: 10,
  type: 'credit',
  image: null,
  title,
  message: `${title}!`,
  amountType: 'points',
});

function setup(batches: LoyaltyNotice[][] = [[notice('A'), notice('B')]]) {
  const interaction = createActivityHub();
  const fetchNotices = vi.fn(async () => batches.shift() ?? []);
  const log = vi.fn();
  const store = createLoyaltyNoticeStore({
    fetchNotices,
    interaction,
    timers: globalTimers,
    log,
  });
  return { store, interaction, fetchNotices, log };
}

describe('loyalty notices', () => {
  it('are fetched on the first interaction only, for authenticated users', async () => {
    const { store, interaction, fetchNotices } = setup();
    interaction.emit();
    expect(fetchNotices).not.toHaveBeenCalled();
    store.setAuthenticated(true);
    interaction.emit();
    interaction.emit();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchNotices).toHaveBeenCalledTimes(1);
    expect(store.state.queue.map((n) => n.title)).toEqual(['A', 'B']);
    expect(interaction.listenerCount()).toBe(0);
  });

  it('are fetched on each route path change', async () => {
    const { store, fetchNotices } = setup([[], [notice('C')]]);
    store.setAuthenticated(true);
    store.setPath('/');
    expect(fetchNotices).not.toHaveBeenCalled();
    store.setPath('/');
    expect(fetchNotices).not.toHaveBeenCalled();
    store.setPath('/loyalty');
    store.setPath('/games');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchNotices).toHaveBeenCalledTimes(2);
    expect(store.state.queue.map((n) => n.title)).toEqual(['C']);
  });

  it('show one at a time for the duration (default 5 s), then the next', async () => {
    const { store } = setup();
    store.setAuthenticated(true);
    await store.fetch();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(store.state.queue[0]?.title).toBe('A');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.state.queue[0]?.title).toBe('B');
    store.dismiss();
    expect(store.state.queue).toEqual([]);
  });

  it('logging out clears the queue; fetch failures are logged only', async () => {
    const { store, log, fetchNotices } = setup();
    store.setAuthenticated(true);
    await store.fetch();
    store.setAuthenticated(false);
    expect(store.state.queue).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    fetchNotices.mockRejectedValueOnce(new Error('nope'));
    store.setAuthenticated(true);
    await store.fetch();
    expect(log).toHaveBeenCalledWith(new Error('nope'));
  });
});
