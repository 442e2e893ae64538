/**
 * Favourites (§4 Favourite toggle: add or remove a like, then refetch; §6: only when
 * authenticated). Guests get no request at all.
 */
import { games } from '@croupier/core/refs';
import { useCallback, useMemo } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useSession } from '../hooks/use-session.ts';
import { useApi } from '../app/use-api.ts';

const NONE: ReadonlySet<string> = new Set();

/** The sysnames the signed-in player likes, and the toggle; `liked` is empty for guests. */
export function useLikes() {
  const platform = usePlatform();
  const { signedIn } = useSession();
  const response = useApi(signedIn ? games.getLikes : null, {});
  const { mutate } = response;
  const sysnames = response.data?.sysnames;
  const liked = useMemo(() => (sysnames ? new Set(sysnames) : NONE), [sysnames]);
  /** Adds (`like` true) or removes the like of `sysname`, then refetches the likes. */
  const setLike = useCallback(
    async (sysname: string, like: boolean) => {
      await platform.api.call(like ? games.addLike : games.removeLike, { sysname });
      await mutate();
    },
    [platform, mutate],
  );
  return {
    signedIn,
    liked,
    /** The liked sysnames in the order they were liked (undefined while loading). */
    sysnames,
    isLoading: response.isLoading,
    setLike,
  };
}
