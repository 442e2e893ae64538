import { subscribeKey } from 'valtio/vanilla/utils';
import { describe, expect, it, vi } from 'vitest';
import type { AccountInfo } from '../../contract/account.ts';
import { createSessionStore, isSignedIn } from './session-store.ts';

const money = { amount: '0', currency: 'USD' };
const user = (uid: number): AccountInfo => ({
  uid,
  reg_time: '2026-01-01T00:00:00Z',
  login: 'ann@example.com',
  fakename: null,
  is_subscribed: false,
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: 'DE',
  locale: 'en',
  two_factor_auth: false,
  balance_main: money,
  balance_bonus: money,
  balance_betting_bonus: money,
  balance_fun: money,
});

describe('session store', () => {
  it('refresh loads account info; uid > 0 means signed in', async () => {
    const store = createSessionStore({
      getInfo: async () => user(5),
      logout: async () => 1,
      navigate: () => {},
    });
    expect(isSignedIn(store.state)).toBe(false);
    await store.refresh();
    expect(isSignedIn(store.state)).toBe(true);
    store.setUser(user(0));
    expect(isSignedIn(store.state)).toBe(false);
  });

  it('signedIn follows the user through every change, and a guest arriving leaves it alone', async () => {
    let next = user(0);
    const store = createSessionStore({
      getInfo: async () => next,
      logout: async () => 1,
      navigate: () => {},
    });
    const seen: boolean[] = [];
    const stop = subscribeKey(store.state, 'signedIn', (value) => seen.push(value), true);
    await store.refresh();
    expect(store.state.user?.uid).toBe(0);
    expect(store.state.signedIn).toBe(false);
    next = user(7);
    await store.refresh();
    expect(store.state.signedIn).toBe(true);
    store.setUser(user(7));
    store.destroy();
    expect(store.state.signedIn).toBe(false);
    store.setUser(user(8));
    await store.logout();
    expect(store.state.signedIn).toBe(false);
    stop();
    // One report per real change: none for no one → a guest, none for a player's new info.
    expect(seen).toEqual([true, false, true, false]);
    expect(isSignedIn(store.state)).toBe(store.state.signedIn);
  });

  it('logout: destroys the session locally, calls logout, goes to index', async () => {
    const order: string[] = [];
    const store = createSessionStore({
      getInfo: async () => user(5),
      logout: async () => {
        order.push(`logout (user ${store.state.user === null ? 'gone' : 'still there'})`);
        return 1;
      },
      navigate: (path) => order.push(`navigate ${path}`),
      onLoggedOut: () => order.push('local reset'),
    });
    await store.refresh();
    await store.logout();
    expect(order).toEqual(['local reset', 'logout (user gone)', 'navigate /']);
  });

  it('logout still goes to index when the call fails (logged only)', async () => {
    const log = vi.fn();
    const navigate = vi.fn();
    const store = createSessionStore({
      getInfo: async () => user(5),
      logout: () => Promise.reject(new Error('offline')),
      navigate,
      indexPath: '/de',
      log,
    });
    await store.logout();
    expect(navigate).toHaveBeenCalledWith('/de');
    expect(log).toHaveBeenCalledWith(new Error('offline'));
  });

  it('a failing refresh keeps the user and logs', async () => {
    const log = vi.fn();
    const store = createSessionStore({
      getInfo: () => Promise.reject(new Error('500')),
      logout: async () => 1,
      navigate: () => {},
      log,
    });
    store.setUser(user(9));
    expect(await store.refresh()).toBeNull();
    expect(store.state.user?.uid).toBe(9);
    expect(store.state.loading).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
