/** The four balances (§3), watched while a component shows them so polling runs only then. */
import { useSyncExternalStore } from 'react';
import { snapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/** The kinds of balance, in display order. */
const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;

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
  // Subscribing is what watching means: the store polls while anyone listens (first subscriber
  // starts, last stops), and the same subscription re-renders on every change. Valtio's
  // snapshot is cached per version, so it is a stable value between changes.
  const read = () => snapshot(balance.state).balances;
  const balances = useSyncExternalStore(balance.subscribe, read, read);
  const lines = balances
    ? BALANCE_KINDS.map((kind) => {
        const money = balances[`balance_${kind}`];
        return { kind, amount: money.amount, currency: money.currency };
      })
    : [];
  return { lines, refresh: balance.refresh };
}
