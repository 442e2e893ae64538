/** The player's bonuses and free spins: cards, state rules, data and actions, the §2.3 popups. */
export { BettingBonusActivatedDialog } from './BettingBonusActivatedDialog.tsx';
export { BonusCard, type BonusCardProps } from './BonusCard.tsx';
export { BonusConfirmDialog } from './BonusConfirmDialog.tsx';
export { bonusActionLabel, bonusStatusLabel } from './bonus-labels.ts';
export {
  IN_PLAY_BONUS_STATUSES,
  OPEN_BONUS_STATUSES,
  bonusActions,
  bonusStatusTone,
  burnableBonuses,
  isInPlay,
  isOpenBonus,
  sortBonuses,
  wagerPercent,
  type BonusAction,
} from './bonus-view.ts';
export { BurnBonusesConfirmDialog } from './BurnBonusesConfirmDialog.tsx';
export { FreespinCard } from './FreespinCard.tsx';
export { rewardErrorReason, rewardErrorText } from './reward-error-text.ts';
export { SPORTSBOOK_PATH, useBonusFlow, type BonusBusy } from './use-bonus-flow.ts';
export { useAllBonuses, useBonus } from './use-bonus-lookup.ts';
export {
  useBettingBonuses,
  useBonusActions,
  useCasinoBonuses,
  useFreespinPacks,
  type BonusTarget,
} from './use-bonuses.ts';
