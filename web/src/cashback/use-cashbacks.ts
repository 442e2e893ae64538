/**
 * The player's cashbacks (§7 cashbacks) through SWR, and payout / remove: payout is paid once
 * — a call already running ignores another press, and it carries an Idempotency-Key so a
 * retried request credits once — then the list and the balances refresh.
 */
import { cashbacks } from '@croupier/core/refs';
import { uniqueId } from '@croupier/core/format';
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';

/** Cashbacks per page of the list. */
const CASHBACK_PAGE_SIZE = 20;

function isCashbackKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return first === cashbacks.get.path;
}

/** The player's cashbacks, newest period first, with their descriptions. */
export function useCashbacks() {
  return useApi(cashbacks.get, {
    count: CASHBACK_PAGE_SIZE,
    sort: 'period_end',
    order: 'desc',
    fields: ['description'],
  });
}

/** What is running: the payout or removal of one cashback. */
export interface CashbackBusy {
  id: number;
  action: 'payout' | 'remove';
}

/** Payout and remove, one at a time; both refresh the list (and payout the balances). */
export function useCashbackActions() {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  const running = useRef(false);
  const [busy, setBusy] = useState<CashbackBusy | null>(null);

  const perform = useCallback(
    async (id: number, action: CashbackBusy['action']): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy({ id, action });
      try {
        if (action === 'payout')
          await platform.api.call(cashbacks.payout, { id }, { idempotencyKey: uniqueId() });
        else await platform.api.call(cashbacks.remove, { id });
        return true;
      } finally {
        // The button stays disabled until the list shows the new state, so a paid cashback
        // never offers its payout again.
        try {
          await mutate(isCashbackKey);
        } finally {
          running.current = false;
          setBusy(null);
        }
        if (action === 'payout') void platform.stores.balance.refresh();
      }
    },
    [platform, mutate],
  );

  return {
    busy,
    /** Pays the cashback out; false when another action was already running. */
    payout: (id: number) => perform(id, 'payout'),
    /** Forfeits the cashback; false when another action was already running. */
    remove: (id: number) => perform(id, 'remove'),
  };
}
