/**
 * Rewards: granting bonuses, freespins and money once per business event; the bonus
 * lifecycle and its wagering listener; weekly cashback; freespin packs. Rules in README.md.
 */
export type {
  Reward,
  BonusReward,
  BettingBonusReward,
  FreespinsReward,
  MoneyReward,
  RewardGrant,
  GrantedReward,
} from './reward.ts';
export {
  grantReward,
  RewardAlreadyGrantedError,
  InvalidRewardError,
  REWARD_LEDGER_KIND,
} from './grant-reward.ts';
export type { GrantOptions } from './grant-reward.ts';
export {
  BONUS_DEFAULT_EXPIRY_DAYS,
  FREESPINS_DEFAULT_EXPIRY_DAYS,
  BONUS_ISOLATION_ENABLED,
  CASHBACK_RATE_BP,
  CASHBACK_MIN_MINOR,
  CASHBACK_CLAIM_DAYS,
  wagerRequiredMinor,
} from './reward-rules.ts';
export {
  activateBonus,
  deactivateBonus,
  removeBonus,
  listBonuses,
  expireBonuses,
  balanceOf,
  BONUS_LEDGER,
} from './player-bonuses.ts';
export type { PlayerBonus, BonusType, BonusAction } from './player-bonuses.ts';
export { bonusView, bettingBonusView } from './bonus-view.ts';
export { bonusWageringListener } from './wagering-listener.ts';
export {
  settleCashback,
  listCashbacks,
  payoutCashback,
  removeCashback,
  closedWeek,
  weekStart,
  cashbackFor,
  CASHBACK_LEDGER_KIND,
} from './cashbacks.ts';
export type { CashbackRow, CashbackQuery } from './cashbacks.ts';
export {
  takeFreeSpin,
  settleFreeSpin,
  nextFreespinPack,
  listFreespins,
  expireFreespins,
  FREESPIN_WINNINGS_TITLE,
} from './freespins.ts';
export { seedRewards, grantWelcomeRewards, WELCOME_REWARDS } from './seed-rewards.ts';
export type { FreespinPack, FreespinQuery } from './freespins.ts';
