/**
 * Favourites (§4 Favourite toggle: add or remove a like, then refetch; §6: only when
 * authenticated). Guests get no request at all.
 */
import { games } from '@croupier/core/refs';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
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
  const { isLoading } = response;
  return useMemo(
    () => ({
      signedIn,
      liked,
      /** The liked sysnames in the order they were liked (undefined while loading). */
      sysnames,
      isLoading,
      setLike,
    }),
    [signedIn, liked, sysnames, isLoading, setLike],
  );
}

/** What {@link useLikes} gives. */
export type Likes = ReturnType<typeof useLikes>;

/**
 * The likes read once for a whole grid of games (`LikesProvider`): each tile's heart reading
 * them itself subscribed to the session, the locale and SWR per tile — a tenth of the game
 * hall's hydration on a phone.
 */
const LikesContext = createContext<Likes | null>(null);

/** Gives the hearts below one reading of the likes. */
export function LikesProvider({ children }: { children?: ReactNode }) {
  return <LikesContext value={useLikes()}>{children}</LikesContext>;
}

/** The likes a surrounding `LikesProvider` read, or null outside one. */
export function useProvidedLikes(): Likes | null {
  return useContext(LikesContext);
}
