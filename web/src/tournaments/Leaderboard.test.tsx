import type { contract } from '@croupier/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Leaderboard } from './Leaderboard.tsx';

afterEach(cleanup);

type Entry = contract.leaderboard.LeaderboardEntry;

const row = (place: number, fakename: string, points: number, mine = false): Entry => ({
  place,
  fakename,
  points,
  prize: place === 1 ? { type: 'money', amount: { amount: '1000', currency: 'USD' } } : null,
  is_current_user: mine,
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('leaderboard', () => {
  it("highlights the player's own row and marks it “You”", () => {
    render(
      <Leaderboard
        caption="Leaderboard"
        showPrizes
        rows={[row(1, 'NightOwl77', 8124), row(2, 'pl***bc', 6400, true)]}
        me={row(2, 'pl***bc', 6400, true)}
      />,
    );
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toBe('2pl***bcYou6,400—');
    expect(rows[0]!.textContent).toBe('1NightOwl778,1241,000 USD');
  });

  it('appends the player after a gap when their place is below the rows shown', () => {
    render(
      <Leaderboard
        caption="Leaderboard"
        rows={[row(1, 'NightOwl77', 8124), row(2, 'AceOfRio', 6400)]}
        me={row(42, 'pl***bc', 1.5, true)}
      />,
    );
    // The gap is decoration, hidden from assistive tech.
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows[2]!.textContent).toBe('42pl***bcYou1.5');
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(1);
  });

  it('a guest (no own row) sees the board alone', () => {
    render(<Leaderboard caption="Leaderboard" rows={[row(1, 'NightOwl77', 8124)]} me={null} />);
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByText('You')).toBeNull();
  });
});
