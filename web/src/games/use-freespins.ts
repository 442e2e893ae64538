/**
 * Active freespin packs by game (§3 Freespin pack; §9: status active, count 99), for the badges
 * on game tiles. An operator without the freespins group answers MethodNotFound: then there
 * are simply no badges, nothing is logged and the call is not repeated during the visit.
 */
import { FREESPINS_COUNT } from '@croupier/core/constants';
import { freespins } from '@croupier/core/refs';
import { useMemo } from 'react';
import { useSession } from '../hooks/use-session.ts';
import { useApi } from '../app/use-api.ts';

const NONE: ReadonlyMap<string, number> = new Map();

/** Spins left per game sysname (active packs only); empty for guests or without the group. */
export function useFreespins(): ReadonlyMap<string, number> {
  const { signedIn } = useSession();
  const { data } = useApi(
    signedIn ? freespins.get : null,
    { status: 'active', count: FREESPINS_COUNT },
    {
      onError: () => {},
      revalidateIfStale: false,
      revalidateOnReconnect: false,
      dedupingInterval: 5 * 60_000,
    },
  );
  return useMemo(() => {
    if (!data) return NONE;
    const left = new Map<string, number>();
    for (const pack of data.items) {
      if (pack.status !== 'active' || pack.remaining_count <= 0) continue;
      left.set(pack.game.sysname, (left.get(pack.game.sysname) ?? 0) + pack.remaining_count);
    }
    return left;
  }, [data]);
}
