import type { contract } from '@croupier/core';
import { ApiError } from '@croupier/core/errors';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { withPlatform } from '../test-support/with-platform.tsx';
import { useTournament } from './use-tournaments.ts';
import { ParticipatePanel } from './ParticipatePanel.tsx';

afterEach(cleanup);

const NOW = Date.parse('2026-11-21T10:00:00.000Z');

const RACE: contract.tournaments.Tournament = {
  id: 3,
  status: 'active',
  starts_at: '2026-11-17T10:00:00.000Z',
  ends_at: '2026-12-07T10:00:00.000Z',
  description: { title: 'Spin Race' },
  total_prize: { amount: '2100', currency: 'USD' },
  prizes: [],
  user_info: { place: null, points: 0, is_participant: false },
  winners: [],
  restrictions: { min_bet: null, countries: [], currencies: [], opt_in: true },
  total_participants: 8,
  total_points: 31625,
  reset_on_cashout: false,
  provider: null,
  tags: [],
  extra: {},
  games_count: 15,
};

/** The panel over the real hook, as the detail screen wires it. */
function Wired() {
  const { tournament, participate, reload } = useTournament(RACE.id);
  if (!tournament) return null;
  return (
    <ParticipatePanel tournament={tournament} now={NOW} participate={participate} reload={reload} />
  );
}

const page = (t: contract.tournaments.Tournament) => ({
  data: { items: [t], total: 1, offset: 0, count: 1 },
});

describe('taking part in a tournament (§4, §8)', () => {
  it('a guest gets the sign-up popup and nothing is sent', async () => {
    const env = testPlatform({
      answers: { '/api/tournaments/get': page({ ...RACE, user_info: null }) },
    });
    await env.platform.stores.session.refresh();
    render(withPlatform(env.platform, <Wired />));
    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    expect(env.platform.stores.auth.state).toMatchObject({ open: true, mode: 'registration' });
    expect(env.requests).not.toContain('/api/tournaments/participate');
  });

  it('an answer of 1 reloads the tournament and confirms', async () => {
    const env = testPlatform({
      user: PLAYER,
      answers: {
        '/api/tournaments/get': page(RACE),
        '/api/tournaments/participate': { data: 1 },
      },
    });
    await env.platform.stores.session.refresh();
    render(withPlatform(env.platform, <Wired />));
    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    await waitFor(() =>
      expect(env.requests.filter((p) => p === '/api/tournaments/get')).toHaveLength(2),
    );
    expect(env.requests.indexOf('/api/tournaments/participate')).toBeGreaterThan(
      env.requests.indexOf('/api/tournaments/get'),
    );
    expect(env.platform.stores.toasts.state.items.map((toast) => toast.title)).toContain(
      'You are in the tournament',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("any other answer shows 'Failed to participate in tournament'", async () => {
    const env = testPlatform({
      user: PLAYER,
      answers: {
        '/api/tournaments/get': page(RACE),
        '/api/tournaments/participate': { data: 0 },
      },
    });
    await env.platform.stores.session.refresh();
    render(withPlatform(env.platform, <Wired />));
    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to participate in tournament');
    expect(env.requests.filter((p) => p === '/api/tournaments/get')).toHaveLength(1);
  });

  it('a refusal explains the reason and reloads when the copy was stale', async () => {
    const env = testPlatform({ user: PLAYER });
    await env.platform.stores.session.refresh();
    const reload = vi.fn(async () => undefined);
    const participate = vi.fn(async () => {
      throw new ApiError(
        400,
        {
          type: 'InvalidRequestException',
          message: 'Already participating',
          error_data: { reason: 'already_participating' },
        } as never,
        '/api/tournaments/participate',
      );
    });
    render(
      withPlatform(
        env.platform,
        <ParticipatePanel tournament={RACE} now={NOW} participate={participate} reload={reload} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take part' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to participate in tournament');
    expect(alert.textContent).toContain('You are already taking part in this tournament.');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a finished tournament offers neither taking part nor its games', () => {
    const env = testPlatform({ user: PLAYER });
    render(
      withPlatform(
        env.platform,
        <ParticipatePanel
          tournament={{ ...RACE, status: 'finished', ends_at: '2026-11-20T10:00:00.000Z' }}
          now={NOW}
          participate={vi.fn()}
          reload={vi.fn()}
        />,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Take part' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tournament games' })).toBeNull();
    expect(screen.getByText('Ended')).toBeTruthy();
  });
});
