/** The player's weekly cashback: card, state rules, data and actions, the unseen-cashback popup. */
export { CashbackCard, type CashbackCardProps } from './CashbackCard.tsx';
export {
  cashbackPeriod,
  cashbackState,
  claimableCashbacks,
  type CashbackState,
} from './cashback-view.ts';
export { UnseenCashbackDialog } from './UnseenCashbackDialog.tsx';
export {
  CASHBACK_PAGE_SIZE,
  useCashbackActions,
  useCashbacks,
  type CashbackBusy,
} from './use-cashbacks.ts';
