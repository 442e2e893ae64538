export {
  CASHBACK_SEEN_KEY,
  POPUP_CASHBACK_STATUSES,
  cashbackToShow,
  isCashbackUnseen,
  latestCashback,
} from './cashback-choice.ts';
export type {
  CashbackPopupDeps,
  CashbackPopupState,
  CashbackPopupStore,
} from './cashback-popup-store.ts';
export { createCashbackPopupStore } from './cashback-popup-store.ts';
