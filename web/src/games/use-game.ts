/** One game by sysname (games.get with `sysnames`), for the game page. */
import { games } from '@croupier/core/refs';
import { useApi } from '../app/use-api.ts';

/** The game `sysname` (null in `data` when no such game is active). */
export function useGame(sysname: string) {
  const response = useApi(games.get, { sysnames: [sysname], count: 1, fields: ['description'] });
  const game = response.data ? (response.data.items[0] ?? null) : undefined;
  return { ...response, game };
}
