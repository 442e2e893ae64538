/** How a prize and a range of places read (§3 Tournament prizes; the leaderboard's rows). */
import type { contract } from '@croupier/core';
import { formatMoney } from '@croupier/core/format';
import type { Translate } from '../i18n/index.ts';

type Prize = contract.leaderboard.Prize;

/** "1" for one place, "4–10" for a range. */
export function placeRange(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/** A prize in words: "1,000 USD", "200 free spins in Book of Ra", or the item's title. */
export function prizeText(t: Translate, prize: Prize): string {
  switch (prize.type) {
    case 'money':
      return formatMoney(prize.amount.amount, prize.amount.currency);
    case 'freespins':
      return t('tournaments.prizeFreespins', '{count} free spins in {game}', {
        count: prize.count,
        game: prize.game.name,
      });
    case 'item':
      return prize.title;
  }
}

/** Points as the board shows them: whole numbers grouped, fractions to two places. */
export function formatPoints(points: number): string {
  const fixed = Number.isInteger(points) ? String(points) : points.toFixed(2);
  const [whole, fraction] = fixed.split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction.replace(/0+$/, '') || '0'}` : grouped;
}
