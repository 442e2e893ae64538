/** Store-to-store rules the app keeps while it runs (DESIGN §4). */
import { isAuthenticated } from '@croupier/core/state';
import { subscribe } from 'valtio/vanilla';
import type { PlatformStores } from './platform.ts';

/**
 * The balance store follows the session: signed in → balances from account info and
 * polling allowed; signed out → balances cleared. Returns the function that stops it.
 */
export function wireStores(stores: Pick<PlatformStores, 'session' | 'balance'>): () => void {
  const sync = () => {
    const user = stores.session.state.user;
    const signedIn = isAuthenticated(user);
    stores.balance.setAuthenticated(signedIn);
    if (user && signedIn) {
      stores.balance.set({
        balance_main: { ...user.balance_main },
        balance_bonus: { ...user.balance_bonus },
        balance_betting_bonus: { ...user.balance_betting_bonus },
        balance_fun: { ...user.balance_fun },
      });
    }
  };
  sync();
  return subscribe(stores.session.state, sync);
}
