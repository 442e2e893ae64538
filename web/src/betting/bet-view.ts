/** What a sportsbook bet card shows: its status colour and the amount that matters now. */
import type { contract } from '@croupier/core';
import type { Translate } from '../i18n/index.ts';
import type { BadgeTone } from '../ui/index.ts';

type SportBet = contract.games.SportBet;
type SportBetStatus = contract.games.SportBetStatus;

/** The bet-history filters the page offers (contract `betHistoryStatus`). */
export type BetFilter = 'open' | 'settled';

/** The badge colour of a bet's or a selection's status. */
export function betStatusTone(status: SportBetStatus): BadgeTone {
  switch (status) {
    case 'open':
      return 'info';
    case 'won':
      return 'gold';
    case 'lost':
      return 'danger';
    case 'void':
      return 'neutral';
  }
}

/** The label of a bet's or a selection's status. */
export function betStatusLabel(t: Translate, status: SportBetStatus): string {
  switch (status) {
    case 'open':
      return t('bets.status.open', 'Open');
    case 'won':
      return t('bets.status.won', 'Won');
    case 'lost':
      return t('bets.status.lost', 'Lost');
    case 'void':
      return t('bets.status.void', 'Void');
  }
}

/** The amount a bet card leads with: what it may win, what it paid, or what was refunded. */
export interface BetReturn {
  kind: 'potential' | 'paid' | 'refunded' | 'lost';
  amount: string;
}

/** What an open bet may win, or what settlement paid (the win, the refund, or 0). */
export function betReturn(bet: Pick<SportBet, 'status' | 'potential_win' | 'payout'>): BetReturn {
  switch (bet.status) {
    case 'open':
      return { kind: 'potential', amount: bet.potential_win };
    case 'won':
      return { kind: 'paid', amount: bet.payout ?? bet.potential_win };
    case 'void':
      return { kind: 'refunded', amount: bet.payout ?? '0' };
    case 'lost':
      return { kind: 'lost', amount: bet.payout ?? '0' };
  }
}
