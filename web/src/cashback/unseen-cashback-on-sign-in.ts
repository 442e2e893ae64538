/**
 * The unseen-cashback popup (§4 Cashback popup) for a returning player: on sign-in and on a
 * page load while signed in, once per player and page. Registration queues it itself, after
 * the confirm-email popup (§4 Registration), so a sign-in by registration is left to it.
 */
import { cashbacks } from '@croupier/core/refs';
import {
  CASHBACK_SEEN_KEY,
  POPUP_CASHBACK_STATUSES,
  cashbackToShow,
  isAuthenticated,
} from '@croupier/core/state';
import { subscribe } from 'valtio/vanilla';
import type { Platform } from '../app/platform.ts';

// Per platform, not per start: the services may be restarted while the page lives.
const checkedBy = new WeakMap<object, Set<number>>();

/** Starts watching the session; returns the function that stops it. */
export function watchUnseenCashback(
  platform: Pick<Platform, 'api' | 'storage' | 'stores' | 'log'>,
): () => void {
  const { stores } = platform;
  const checked = checkedBy.get(platform) ?? new Set<number>();
  checkedBy.set(platform, checked);
  const uidOf = () => {
    const user = stores.session.state.user;
    return user && isAuthenticated(user) ? user.uid : 0;
  };

  const check = async (uid: number) => {
    checked.add(uid);
    try {
      const page = await platform.api.call(cashbacks.get, {
        count: 1,
        statuses: [...POPUP_CASHBACK_STATUSES],
      });
      const seen = platform.storage.getItem(CASHBACK_SEEN_KEY);
      const chosen = cashbackToShow(page.items, seen);
      // §4 shows a paid_out one without a deadline whatever was seen; at every sign-in and
      // reload that would be every visit, so here a closed one is never shown again.
      if (!chosen || String(chosen.id) === seen || uidOf() !== uid) return;
      const queued = stores.dialogs.state.queue.some(
        (entry) => entry.name === 'unseenCashback' && entry.props.cashbackId === chosen.id,
      );
      if (!queued)
        stores.dialogs.open({ name: 'unseenCashback', props: { cashbackId: chosen.id } });
    } catch (error) {
      platform.log(error);
    }
  };

  let uid = uidOf();
  // Signed in already when the page loads (a reload): check now.
  if (uid > 0 && !checked.has(uid)) void check(uid);
  return subscribe(stores.session.state, () => {
    const next = uidOf();
    if (next === uid) return;
    uid = next;
    if (next === 0 || checked.has(next)) return;
    const mode = stores.auth.state.mode;
    if (mode === 'registration' || mode === 'socialRegistration') {
      checked.add(next);
      return;
    }
    void check(next);
  });
}
