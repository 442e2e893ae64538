/** The signed-in player, read from core's session store. */
import { isAuthenticated } from '@croupier/core/state';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/** Who is signed in, and logout (§4: destroy locally, call logout, go to index). */
export function useSession() {
  const { stores } = usePlatform();
  const snap = useSnapshot(stores.session.state);
  return {
    user: snap.user,
    signedIn: isAuthenticated(snap.user),
    loading: snap.loading,
    logout: stores.session.logout,
    refresh: stores.session.refresh,
  };
}
