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
import type { CatalogueGame, CatalogueSnapshot } from './catalogue-snapshot.ts';
import { positionsContaining } from './name-trigrams.ts';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { Db } from '../db/client.ts';
import { games, providers, tournamentGames } from '../db/schema/index.ts';
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

/**
 * Which positions `params` keeps, or null when it keeps every game (the plain hall). Each
 * filter narrows the mask with one pass over a flat array or a lookup of the few games named.
 */
function maskOf(
  catalogue: CatalogueSnapshot,
  params: GetParams,
  inTournament: Set<number> | null,
): Uint8Array | null {
  const { games: list } = catalogue;
  const n = list.length;
  let mask: Uint8Array | null = null;
  const narrow = (keep: (i: number) => boolean) => {
    if (!mask) mask = new Uint8Array(n).fill(1);
    for (let i = 0; i < n; i++) if (mask[i] && !keep(i)) mask[i] = 0;
  };
  const explicit = !!params.sysnames?.length || !!params.ids?.length || params.type === 'betting';
  if (!explicit) {
    const sportsbook = catalogue.bySysname.get(SPORTSBOOK_SYSNAME);
    if (sportsbook) {
      const at = list.indexOf(sportsbook);
      narrow((i) => i !== at);
    }
  }
  if (params.search) {
    const term = foldText(params.search);
    const found = positionsContaining(catalogue, term);
    if (found) {
      const hits = new Uint8Array(n);
      for (const at of found) hits[at] = 1;
      narrow((i) => hits[i] === 1);
    } else {
      const names = catalogue.foldedNames;
      const providers = catalogue.foldedProviders;
      narrow((i) => names[i]!.includes(term) || providers[i]!.includes(term));
    }
  }
  const { category, type } = params;
  if (category) narrow((i) => list[i]!.categories.includes(category));
  if (type) narrow((i) => list[i]!.type === type);
  if (params.providers?.length) {
    const wanted = new Set(params.providers);
    narrow((i) => wanted.has(list[i]!.providerSysname));
  }
  if (params.sysnames?.length) {
    const wanted = new Set(params.sysnames);
    narrow((i) => wanted.has(list[i]!.sysname));
  }
  if (params.ids?.length) {
    const wanted = new Set(params.ids);
    narrow((i) => wanted.has(list[i]!.id));
  }
  if (inTournament) narrow((i) => inTournament.has(list[i]!.id));
  return mask;
}

type GetResult = ResultOf<typeof gamesApi.get>;

/**
 * Pages already answered from a snapshot, by their parameters: without a tournament (read from
 * the database each time) or a player's free spins, a page is a pure function of the two, and
 * the hall asks for the same few pages and search terms over and over. Dropped with the
 * snapshot; emptied when full rather than tracked per entry (the common pages come back at once).
 */
const answered = new WeakMap<CatalogueSnapshot, Map<string, GetResult>>();
/** Pages kept per snapshot (a page of 18 is ~10 KB of objects: at most ~20 MB). */
const MAX_ANSWERED_PAGES = 2000;

/**
 * A page of games for `params`; `freespinsFor` answers the hint when fields asks for it. The
 * answer may be shared with other requests: serialise it, never change it.
 */
export async function listGames(
  db: Db,
  catalogue: CatalogueSnapshot,
  params: GetParams,
  freespinsFor: ((gameIds: number[]) => Promise<Map<number, number>>) | null,
): Promise<GetResult> {
  const pure =
    params.tournament_id === undefined && !(freespinsFor && params.fields?.includes('freespins'));
  if (!pure) return buildPage(db, catalogue, params, freespinsFor);
  let pages = answered.get(catalogue);
  if (!pages) answered.set(catalogue, (pages = new Map()));
  const key = JSON.stringify(params);
  const known = pages.get(key);
  if (known) return known;
  const page = await buildPage(db, catalogue, params, null);
  if (pages.size >= MAX_ANSWERED_PAGES) pages.clear();
  pages.set(key, page);
  return page;
}

async function buildPage(
  db: Db,
  catalogue: CatalogueSnapshot,
  params: GetParams,
  freespinsFor: ((gameIds: number[]) => Promise<Map<number, number>>) | null,
): Promise<GetResult> {
  const inTournament =
    params.tournament_id !== undefined ? await tournamentGameIds(db, params.tournament_id) : null;
  const mask = maskOf(catalogue, params, inTournament);
  const order = catalogue.order[params.sort ?? 'priority'];
  const desc = params.order === 'desc';
  const start = params.offset;
  const end = params.offset + params.count;
  const page: CatalogueGame[] = [];
  let total = 0;
  for (let k = 0; k < order.length; k++) {
    const at = order[desc ? order.length - 1 - k : k]!;
    if (mask && !mask[at]) continue;
    if (total >= start && total < end) page.push(catalogue.games[at]!);
    total += 1;
  }
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
    total,
    offset: params.offset,
    count: params.count,
  };
}
