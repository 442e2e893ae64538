/** Answers that depend on who is signed in (`user_info`, `me`) are fetched again on a change. */
import { useEffect, useRef } from 'react';
import { useSession } from '../hooks/index.ts';

/** Calls `mutate` when the signed-in player changes (guest ↔ player, another account). */
export function useRefetchOnPlayer(mutate: () => Promise<unknown>): void {
  const { user } = useSession();
  const uid = user?.uid ?? 0;
  const seen = useRef(uid);
  useEffect(() => {
    if (seen.current === uid) return;
    seen.current = uid;
    void mutate();
  }, [uid, mutate]);
}
