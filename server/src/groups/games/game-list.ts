/**
 * games.get from the in-memory catalogue: filters combine with AND; the sportsbook launch entry
 * is listed only when asked for (by sysname, id or type betting), so it never appears as a tile
 * among casino games. Each sort has a natural direction (priority and name ascending, new =
 * newest first, popular = hot first); `order=desc` reverses it. Ties break by id for stable
 * paging. Search is case- and accent-insensitive over the game and provider names.
 */
import { eq } from 'drizzle-orm';
import type { games as gamesApi, ParamsOut, ResultOf } from '@croupier/core/contract';
import { foldText } from '@croupier/core/format';
import type { CatalogueGame, CatalogueSnapshot } from '../../catalogue/catalogue-snapshot.ts';
import { SPORTSBOOK_SYSNAME } from '../../content/games.ts';
import type { Db } from '../../db/client.ts';
import { games, providers, tournamentGames } from '../../db/schema/index.ts';
import { gameView } from './game-view.ts';

/** Columns of a game row joined with its provider. */
export const gameRowColumns = {
  id: games.id,
  sysname: games.sysname,
  name: games.name,
  type: games.type,
  priority: games.priority,
  image: games.image,
  isNew: games.isNew,
  isPopular: games.isPopular,
  hasDemo: games.hasDemo,
  rtp: games.rtp,
  volatility: games.volatility,
  providerSysname: providers.sysname,
  providerName: providers.name,
};

type GetParams = ParamsOut<typeof gamesApi.get>;

/** The games of a tournament (membership changes with tournaments, so it is read each time). */
async function tournamentGameIds(db: Db, tournamentId: number): Promise<Set<number>> {
  const rows = await db
    .select({ gameId: tournamentGames.gameId })
    .from(tournamentGames)
    .where(eq(tournamentGames.tournamentId, tournamentId));
  return new Set(rows.map((r) => r.gameId));
}

/** The filter of `params` as one predicate. */
function matcherOf(
  params: GetParams,
  inTournament: Set<number> | null,
): (game: CatalogueGame) => boolean {
  const explicit = !!params.sysnames?.length || !!params.ids?.length || params.type === 'betting';
  const providerSet = params.providers?.length ? new Set(params.providers) : null;
  const sysnameSet = params.sysnames?.length ? new Set(params.sysnames) : null;
  const idSet = params.ids?.length ? new Set(params.ids) : null;
  const search = params.search ? foldText(params.search) : '';
  return (g) =>
    (explicit || g.sysname !== SPORTSBOOK_SYSNAME) &&
    (!params.category || g.categories.includes(params.category)) &&
    (!providerSet || providerSet.has(g.providerSysname)) &&
    (!search || g.foldedName.includes(search) || g.foldedProvider.includes(search)) &&
    (!params.type || g.type === params.type) &&
    (!sysnameSet || sysnameSet.has(g.sysname)) &&
    (!idSet || idSet.has(g.id)) &&
    (!inTournament || inTournament.has(g.id));
}

/** A page of games for `params`; `freespinsFor` answers the hint when fields asks for it. */
export async function listGames(
  db: Db,
  catalogue: CatalogueSnapshot,
  params: GetParams,
  freespinsFor: ((gameIds: number[]) => Promise<Map<number, number>>) | null,
): Promise<ResultOf<typeof gamesApi.get>> {
  const inTournament =
    params.tournament_id !== undefined ? await tournamentGameIds(db, params.tournament_id) : null;
  const matches = matcherOf(params, inTournament);
  const ordered = catalogue.sorted[params.sort ?? 'priority'];
  const all = ordered.filter(matches);
  if (params.order === 'desc') all.reverse();
  const page = all.slice(params.offset, params.offset + params.count);
  // Omitting `fields` returns every block except the freespins hint, which is asked for by name.
  const wantDescription = !params.fields || params.fields.includes('description');
  const freespins =
    params.fields?.includes('freespins') && freespinsFor
      ? await freespinsFor(page.map((g) => g.id))
      : null;
  return {
    items: page.map((game) =>
      gameView(game, {
        categories: game.categories,
        description: wantDescription,
        freespins: freespins ? (freespins.get(game.id) ?? 0) : undefined,
      }),
    ),
    total: all.length,
    offset: params.offset,
    count: params.count,
  };
}
