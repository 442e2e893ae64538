/**
 * Rewards: granting bonuses, freespins and money once per business event; the bonus
 * lifecycle and its wagering listener; weekly cashback; freespin packs. Rules in README.md.
 */
export type { Reward, GrantedReward } from './reward.ts';
export { grantReward, RewardAlreadyGrantedError, InvalidRewardError } from './grant-reward.ts';
export { BONUS_ISOLATION_ENABLED } from './reward-rules.ts';
export { activateBonus, deactivateBonus, removeBonus, listBonuses } from './player-bonuses.ts';
export { bonusView, bettingBonusView } from './bonus-view.ts';
export { listCashbacks, payoutCashback, removeCashback } from './cashbacks.ts';
export type { CashbackRow } from './cashbacks.ts';
export { takeFreeSpin, settleFreeSpin, nextFreespinPack, listFreespins } from './freespins.ts';
export type { FreespinPack } from './freespins.ts';
