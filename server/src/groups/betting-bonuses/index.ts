/** The BettingBonuses group (§7). */
export { registerBettingBonusesGroup } from './betting-bonuses-group.ts';
