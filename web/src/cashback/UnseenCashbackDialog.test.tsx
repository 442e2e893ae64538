import { CASHBACK_SEEN_KEY } from '@croupier/core/state';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { UnseenCashbackDialog } from './UnseenCashbackDialog.tsx';

afterEach(cleanup);

const week = (status: 'active' | 'paid_out') => ({
  id: 7,
  status,
  receiving_expired_at: status === 'active' ? '2099-01-01T00:00:00.000Z' : null,
  amount: '24.5',
  currency: 'USD',
  period_start: '2026-11-09T00:00:00.000Z',
  period_end: '2026-11-16T00:00:00.000Z',
});

const entry = {
  id: 'dialog-1',
  kind: 'popup' as const,
  name: 'unseenCashback' as const,
  props: { cashbackId: 7 },
  preventClose: false,
  hideClose: false,
  loaded: true,
};

describe('unseen cashback popup (§2.3, §4)', () => {
  it('claims an active cashback once, however often pressed, then closes', async () => {
    const env = testPlatform({
      user: PLAYER,
      answers: {
        '/api/cashbacks/get': { data: { items: [week('active')], total: 1, offset: 0, count: 20 } },
        '/api/cashbacks/payout': { data: 1 },
      },
    });
    const close = vi.fn();
    render(withPlatform(env.platform, <UnseenCashbackDialog entry={entry} close={close} />));
    const claim = await screen.findByRole('button', { name: 'Claim 24.50 USD' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(env.requests.filter((p) => p === '/api/cashbacks/payout')).toHaveLength(1);
    expect(env.platform.stores.toasts.state.items[0]?.message).toBe(
      '24.50 USD cashback is on your main balance.',
    );
  });

  it('tells of a paid cashback and stores its id as seen when it closes', async () => {
    const env = testPlatform({
      user: PLAYER,
      answers: {
        '/api/cashbacks/get': {
          data: { items: [week('paid_out')], total: 1, offset: 0, count: 20 },
        },
      },
    });
    const view = render(
      withPlatform(env.platform, <UnseenCashbackDialog entry={entry} close={vi.fn()} />),
    );
    expect(
      await screen.findByText(
        'Your cashback for 09.11.2026 – 15.11.2026 was paid to your balance.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(env.platform.storage.getItem(CASHBACK_SEEN_KEY)).toBeNull();
    view.unmount();
    expect(env.platform.storage.getItem(CASHBACK_SEEN_KEY)).toBe('7');
  });
});
