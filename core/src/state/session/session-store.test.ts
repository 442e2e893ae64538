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
