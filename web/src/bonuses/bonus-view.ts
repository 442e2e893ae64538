/**
 * What a bonus card shows and offers, from the bonus's state (server/src/rewards/README.md):
 * available → activate; active → deactivate (casino only, before any stake counted) or remove;
 * wagering → remove; completed, expired and removed are history.
 */
import type { contract } from '@croupier/core';
import type { BadgeTone } from '../ui/index.ts';

type Bonus = contract.bonuses.Bonus;
type BonusStatus = Bonus['status'];

/** An action a player can take on a bonus. */
export type BonusAction = 'activate' | 'deactivate' | 'remove';

/** Statuses whose bonus is still the player's to use (listed first, with actions). */
const OPEN_BONUS_STATUSES: readonly BonusStatus[] = ['available', 'active', 'wagering'];

/** Statuses whose funds are in play: removing such a bonus burns its funds. */
const IN_PLAY_BONUS_STATUSES: readonly BonusStatus[] = ['active', 'wagering'];

/** Whether a bonus is still open (available, active or wagering). */
export function isOpenBonus(bonus: Pick<Bonus, 'status'>): boolean {
  return OPEN_BONUS_STATUSES.includes(bonus.status);
}

/** Whether a bonus's funds are in play (active or wagering). */
export function isInPlay(bonus: Pick<Bonus, 'status'>): boolean {
  return IN_PLAY_BONUS_STATUSES.includes(bonus.status);
}

/** The actions a bonus offers now, in the order the card shows them. */
export function bonusActions(bonus: Pick<Bonus, 'type' | 'status'>): BonusAction[] {
  switch (bonus.status) {
    case 'available':
      return ['activate', 'remove'];
    case 'active':
      // Betting bonuses have no deactivate (contract: BettingBonuses has activate and remove).
      return bonus.type === 'casino' ? ['deactivate', 'remove'] : ['remove'];
    case 'wagering':
      return ['remove'];
    default:
      return [];
  }
}

/** Wagering progress as a whole percent 0–100; null when the bonus has no wagering. */
export function wagerPercent(bonus: Pick<Bonus, 'wager' | 'status'>): number | null {
  if (!bonus.wager) return null;
  if (bonus.status === 'completed') return 100;
  const required = Number(bonus.wager.required);
  const progress = Number(bonus.wager.progress);
  if (!(required > 0)) return 100;
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(100, Math.floor((progress / required) * 100));
}

/** The badge colour of a status. */
export function bonusStatusTone(status: BonusStatus): BadgeTone {
  switch (status) {
    case 'available':
      return 'info';
    case 'active':
    case 'wagering':
      return 'accent';
    case 'completed':
      return 'gold';
    default:
      return 'neutral';
  }
}

/** Open bonuses first (in the server's newest-first order), then the history. */
export function sortBonuses<B extends Pick<Bonus, 'status'>>(items: readonly B[]): B[] {
  return [...items.filter(isOpenBonus), ...items.filter((b) => !isOpenBonus(b))];
}

/** The bonuses a "remove all" burns: every open one. */
export function burnableBonuses<B extends Pick<Bonus, 'status'>>(items: readonly B[]): B[] {
  return items.filter(isOpenBonus);
}
