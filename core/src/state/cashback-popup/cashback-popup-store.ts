/** The unseen-cashback popup store: check, show, and remember the closed one as seen (§4). */
import { proxy } from 'valtio/vanilla';
import type * as cashbacks from '../../contract/cashbacks.ts';
import type { ResultOf } from '../../contract/define.ts';
import type { KeyValueStorage, Logger } from '../shared/effects.ts';
import { CASHBACK_SEEN_KEY, cashbackToShow } from './cashback-choice.ts';

/** What the popup shows. */
export interface CashbackPopupState {
  cashback: cashbacks.Cashback | null;
  open: boolean;
}

/** Effects for {@link createCashbackPopupStore}. */
export interface CashbackPopupDeps {
  /** cashbacks.get, latest first (count 1, statuses paid_out,active); any order is accepted. */
  fetchCashbacks(): Promise<ResultOf<typeof cashbacks.get>>;
  storage: KeyValueStorage;
  storageKey?: string;
  log?: Logger;
}

/** Creates the cashback popup store. */
export function createCashbackPopupStore(deps: CashbackPopupDeps) {
  const key = deps.storageKey ?? CASHBACK_SEEN_KEY;
  const state = proxy<CashbackPopupState>({ cashback: null, open: false });
  return {
    state,
    /** Fetches cashbacks and opens the popup when the latest is unseen; returns it or null. */
    async check(): Promise<cashbacks.Cashback | null> {
      try {
        const { items } = await deps.fetchCashbacks();
        const chosen = cashbackToShow(items, deps.storage.getItem(key));
        state.cashback = chosen;
        state.open = chosen !== null;
        return chosen;
      } catch (error) {
        deps.log?.(error);
        return null;
      }
    },
    /** Closes the popup and stores its cashback id as seen. */
    close() {
      if (state.cashback) deps.storage.setItem(key, String(state.cashback.id));
      state.open = false;
    },
  };
}

/** The cashback popup store's shape. */
export type CashbackPopupStore = ReturnType<typeof createCashbackPopupStore>;
