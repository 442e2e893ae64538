/** The signed-in player, read from core's session store. */
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/**
 * Who is signed in, and logout (§4: destroy locally, call logout, go to index). The fields are
 * read when the caller reads them, so a screen re-renders only for what it uses: a screen that
 * asks `signedIn` is not drawn again when a refresh flips `loading` (twice per refresh; every
 * caller re-rendered after a server-rendered page was adopted, the home page's rows included), nor
 * when a guest's info replaces none (`signedIn` is the store's own field).
 */
export function useSession() {
  const { stores } = usePlatform();
  const snap = useSnapshot(stores.session.state);
  return {
    get user() {
      return snap.user;
    },
    get signedIn() {
      return snap.signedIn;
    },
    get loading() {
      return snap.loading;
    },
    logout: stores.session.logout,
    refresh: stores.session.refresh,
  };
}

/** The signed-in player's uid, 0 for a guest: read through `signedIn`, so a guest's info arriving changes nothing. */
export function usePlayerUid(): number {
  const snap = useSnapshot(usePlatform().stores.session.state);
  return snap.signedIn ? (snap.user?.uid ?? 0) : 0;
}
