/** The four balances (§3), watched while a component shows them so polling runs only then. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/** The kinds of balance, in display order. */
export const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;

/** One of the four balances. */
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** A balance ready to show. */
export interface BalanceLine {
  kind: BalanceKind;
  amount: string;
  currency: string;
}

/** The balances of the signed-in player (empty for guests); refreshes on clicks and polling. */
export function useBalances(): { lines: BalanceLine[]; refresh(): Promise<void> } {
  const { stores } = usePlatform();
  const balance = stores.balance;
  const snap = useSnapshot(balance.state);
  // The store polls only while watched (first subscriber starts, last stops).
  useEffect(() => balance.subscribe(() => {}), [balance]);
  const balances = snap.balances;
  const lines = balances
    ? BALANCE_KINDS.map((kind) => {
        const money = balances[`balance_${kind}`];
        return { kind, amount: money.amount, currency: money.currency };
      })
    : [];
  return { lines, refresh: balance.refresh };
}
