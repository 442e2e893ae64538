/** How a player bonus looks on the wire (core contract bonuses.ts, betting-bonuses.ts). */
import type { BettingBonuses, bonuses } from '@croupier/core/contract';
import { fromMinor } from '../ledger/money.ts';
import type { PlayerBonus } from './player-bonuses.ts';

/** A bonus as bonuses.get answers it. */
export function bonusView(bonus: PlayerBonus): bonuses.Bonus {
  return {
    id: bonus.id,
    type: bonus.type,
    status: bonus.status,
    amount: { amount: fromMinor(bonus.amountMinor), currency: bonus.currency },
    wager:
      bonus.wagerRequiredMinor > 0n
        ? {
            multiplier: bonus.wagerMultiplier,
            required: fromMinor(bonus.wagerRequiredMinor),
            progress: fromMinor(
              bonus.wagerProgressMinor < bonus.wagerRequiredMinor
                ? bonus.wagerProgressMinor
                : bonus.wagerRequiredMinor,
            ),
          }
        : null,
    expires_at: bonus.expiresAt ? bonus.expiresAt.toISOString() : null,
    description: bonus.text ? { title: bonus.title, text: bonus.text } : { title: bonus.title },
    is_isolated: bonus.isIsolated,
  };
}

/** A betting bonus as BettingBonuses.get answers it. */
export function bettingBonusView(bonus: PlayerBonus): BettingBonuses.BettingBonus {
  return { ...bonusView(bonus), type: 'betting', min_odds: bonus.minOdds };
}
