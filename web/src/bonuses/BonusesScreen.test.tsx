import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { BonusesScreen } from './BonusesScreen.tsx';

afterEach(cleanup);

const base = {
  amount: { amount: '25', currency: 'USD' },
  wager: { multiplier: 30, required: '750', progress: '0' },
  expires_at: '2026-12-05T11:00:00.000Z',
  is_isolated: true,
};

const answers = {
  '/api/bonuses/get': {
    data: [
      {
        ...base,
        id: 1,
        type: 'casino',
        status: 'available',
        description: { title: 'Spring bonus' },
      },
    ],
  },
  '/api/BettingBonuses/get': {
    data: [
      {
        ...base,
        id: 2,
        type: 'betting',
        status: 'available',
        min_odds: '1.50',
        description: { title: 'Sports bonus' },
      },
    ],
  },
  '/api/freespins/get': {
    data: {
      items: [
        {
          id: 3,
          game: { sysname: 'legion', name: 'Return of the Legion' },
          remaining_count: 20,
          total_count: 50,
          bet: { amount: '0.2', currency: 'USD' },
          status: 'active',
          expires_at: null,
        },
      ],
      total: 1,
      offset: 0,
      count: 99,
    },
  },
  '/api/bonuses/activate': { data: 1 },
  '/api/BettingBonuses/activate': { data: 1 },
  '/api/account/getBalance': 500,
};

const count = (requests: string[], path: string) => requests.filter((p) => p === path).length;

describe('/profile/bonuses', () => {
  it('shows casino and betting bonuses with wagering and expiry, and free spins with Play', async () => {
    const env = testPlatform({ user: PLAYER, answers });
    await env.platform.stores.session.refresh();
    render(withPlatform(env.platform, <BonusesScreen />));
    const spring = await screen.findByRole('article', { name: 'Spring bonus' });
    expect(within(spring).getByText('25 USD')).toBeTruthy();
    expect(within(spring).getByText('0 USD / 750 USD')).toBeTruthy();
    expect(
      within(spring).getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuetext'),
    ).toBe('0 USD of 750 USD wagered');
    const sports = screen.getByRole('article', { name: 'Sports bonus' });
    expect(within(sports).getByText('1.50')).toBeTruthy();
    const spins = screen.getByRole('article', { name: 'Free spins' });
    expect(within(spins).getByText('20 of 50 spins left', { selector: 'span' })).toBeTruthy();
    expect(
      within(spins).getByRole('link', { name: 'Play Return of the Legion' }).getAttribute('href'),
    ).toBe('/game/legion');
  });

  it('activates only after the "bonus confirm" popup is agreed to', async () => {
    const env = testPlatform({ user: PLAYER, answers });
    await env.platform.stores.session.refresh();
    const { dialogs } = env.platform.stores;
    render(withPlatform(env.platform, <BonusesScreen />));
    const spring = await screen.findByRole('article', { name: 'Spring bonus' });

    fireEvent.click(within(spring).getByRole('button', { name: 'Activate: Spring bonus' }));
    await waitFor(() => expect(dialogs.state.queue).toHaveLength(1));
    expect(dialogs.state.queue[0]).toMatchObject({
      name: 'bonusConfirm',
      kind: 'confirm',
      props: { bonusId: 1, action: 'activate', type: 'casino' },
    });
    dialogs.reject(dialogs.state.queue[0]!.id);
    await waitFor(() => expect(dialogs.state.queue).toHaveLength(0));
    expect(count(env.requests, '/api/bonuses/activate')).toBe(0);

    fireEvent.click(within(spring).getByRole('button', { name: 'Activate: Spring bonus' }));
    await waitFor(() => expect(dialogs.state.queue).toHaveLength(1));
    const lists = count(env.requests, '/api/bonuses/get');
    dialogs.agree(dialogs.state.queue[0]!.id);
    await waitFor(() => expect(count(env.requests, '/api/bonuses/activate')).toBe(1));
    // The lists are fetched again to show the bonus in play.
    await waitFor(() => expect(count(env.requests, '/api/bonuses/get')).toBeGreaterThan(lists));
    expect(env.platform.stores.toasts.state.items.map((t) => t.message)).toContain(
      'Bonus activated',
    );
  });

  it('an activated betting bonus offers the sportsbook ("betting-bonus-activated confirm")', async () => {
    const env = testPlatform({ user: PLAYER, answers, path: '/profile/bonuses' });
    await env.platform.stores.session.refresh();
    const { dialogs } = env.platform.stores;
    render(withPlatform(env.platform, <BonusesScreen />));
    const sports = await screen.findByRole('article', { name: 'Sports bonus' });
    fireEvent.click(within(sports).getByRole('button', { name: 'Activate: Sports bonus' }));
    await waitFor(() => expect(dialogs.state.queue).toHaveLength(1));
    dialogs.agree(dialogs.state.queue[0]!.id);
    await waitFor(() =>
      expect(dialogs.state.queue[0]).toMatchObject({
        name: 'bettingBonusActivatedConfirm',
        props: { bonusId: 2 },
      }),
    );
    expect(count(env.requests, '/api/BettingBonuses/activate')).toBe(1);
    expect(count(env.requests, '/api/bonuses/activate')).toBe(0);
    dialogs.agree(dialogs.state.queue[0]!.id);
    await waitFor(() => expect(env.navigation.current().pathname).toBe('/game/dgt_sportsbook'));
  });
});
