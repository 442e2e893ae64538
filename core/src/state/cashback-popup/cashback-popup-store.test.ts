import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { createCashbackPopupStore } from './cashback-popup-store.ts';

describe('cashback popup store', () => {
  it('opens for an unseen active cashback and stores its id as seen on close', async () => {
    const storage = createMemoryStorage();
    const store = createCashbackPopupStore({
      fetchCashbacks: async () => ({
        items: [
          {
            id: 9,
            status: 'active',
            receiving_expired_at: null,
            amount: '3',
            currency: 'USD',
            period_start: '2026-04-01T00:00:00Z',
            period_end: '2026-05-01T00:00:00Z',
          },
        ],
        total: 1,
        offset: 0,
        count: 1,
      }),
      storage,
    });
    expect((await store.check())?.id).toBe(9);
    expect(store.state.open).toBe(true);
    store.close();
    expect(store.state.open).toBe(false);
    expect(storage.entries()).toEqual({ cashback_seen_id: '9' });
    expect(await store.check()).toBeNull();
    expect(store.state.open).toBe(false);
  });

  it('logs fetch failures only', async () => {
    const log = vi.fn();
    const store = createCashbackPopupStore({
      fetchCashbacks: () => Promise.reject(new Error('down')),
      storage: createMemoryStorage(),
      log,
    });
    expect(await store.check()).toBeNull();
    expect(log).toHaveBeenCalledWith(new Error('down'));
    expect(store.state.open).toBe(false);
  });
});
