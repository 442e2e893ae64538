import { CASHBACK_SEEN_KEY } from '@croupier/core/state';
import { describe, expect, it, vi } from 'vitest';
import { GUEST, PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { watchUnseenCashback } from './unseen-cashback-on-sign-in.ts';

const active = {
  id: 7,
  status: 'active',
  receiving_expired_at: '2099-01-01T00:00:00.000Z',
  amount: '24.5',
  currency: 'USD',
  period_start: '2026-11-09T00:00:00.000Z',
  period_end: '2026-11-16T00:00:00.000Z',
};

function setup() {
  const env = testPlatform({
    answers: {
      '/api/cashbacks/get': { data: { items: [active], total: 1, offset: 0, count: 1 } },
    },
  });
  return env;
}

const queued = (env: ReturnType<typeof setup>) =>
  env.platform.stores.dialogs.state.queue.filter((d) => d.name === 'unseenCashback');

describe('unseen cashback on sign-in (§4)', () => {
  it('opens on a page load while signed in, once', async () => {
    const env = setup();
    env.platform.stores.session.setUser(PLAYER);
    const stop = watchUnseenCashback(env.platform);
    await vi.waitFor(() => expect(queued(env)).toHaveLength(1));
    expect(queued(env)[0]!.props).toEqual({ cashbackId: 7 });
    // The services restart (StrictMode, a remount): the same page does not ask twice.
    stop();
    const again = watchUnseenCashback(env.platform);
    await Promise.resolve();
    expect(env.requests.filter((p) => p === '/api/cashbacks/get')).toHaveLength(1);
    again();
  });

  it('opens when a guest logs in', async () => {
    const env = setup();
    env.platform.stores.session.setUser(GUEST);
    const stop = watchUnseenCashback(env.platform);
    expect(env.requests).not.toContain('/api/cashbacks/get');
    env.platform.stores.auth.open('authorization');
    env.platform.stores.session.setUser(PLAYER);
    await vi.waitFor(() => expect(queued(env)).toHaveLength(1));
    stop();
  });

  it('leaves a registration to the registration queue, and a seen cashback alone', async () => {
    const env = setup();
    env.platform.stores.session.setUser(GUEST);
    const stop = watchUnseenCashback(env.platform);
    env.platform.stores.auth.open('registration');
    env.platform.stores.session.setUser(PLAYER);
    await Promise.resolve();
    expect(env.requests).not.toContain('/api/cashbacks/get');
    stop();

    const seen = setup();
    seen.platform.storage.setItem(CASHBACK_SEEN_KEY, '7');
    seen.platform.stores.session.setUser(PLAYER);
    const stopSeen = watchUnseenCashback(seen.platform);
    await vi.waitFor(() => expect(seen.requests).toContain('/api/cashbacks/get'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queued(seen)).toHaveLength(0);
    stopSeen();
  });
});
