/**
 * Refreshes cashier data whenever the balance store changes. The server pushes the balances
 * over the live socket after every withdrawal transition (processing, paid, failed, declined),
 * even when the amounts stay the same, so a pending withdrawal moves on screen without a reload.
 */
import { useEffect } from 'react';
import { subscribe } from 'valtio/vanilla';
import { usePlatform } from '../app/platform-context.ts';

/** Calls `refresh` after every change of the balance store, while the component is mounted. */
export function useRefreshOnBalance(refresh: () => unknown): void {
  const platform = usePlatform();
  useEffect(
    () => subscribe(platform.stores.balance.state, () => void refresh()),
    [platform, refresh],
  );
}
