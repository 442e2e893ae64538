/**
 * games.get: filters combine with AND; the sportsbook launch entry is listed only when asked
 * for (by sysname, id or type betting), so it never appears as a tile among casino games.
 * Each sort has a natural direction (priority and name ascending, new = newest first,
 * popular = hot first); `order=desc` reverses it. Ties break by id for stable paging.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { games as gamesApi, ParamsOut, ResultOf } from '@croupier/core/contract';
import { SPORTSBOOK_SYSNAME } from '../../content/games.ts';
import type { Db } from '../../db/client.ts';
import {
  categories,
  gameCategories,
  games,
  providers,
  tournamentGames,
} from '../../db/schema/index.ts';
import { gameView, type GameRow } from './game-view.ts';

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

/** `%`, `_` and `\` typed by a player match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type GetParams = ParamsOut<typeof gamesApi.get>;

function whereOf(params: GetParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(games.isActive, true), eq(providers.isActive, true)];
  if (params.category) {
    conditions.push(
      exists(
        sql`(select 1 from ${gameCategories} join ${categories} on ${categories.id} = ${gameCategories.categoryId} where ${gameCategories.gameId} = ${games.id} and ${categories.sysname} = ${params.category} and ${categories.isActive})`,
      ),
    );
  }
  if (params.providers?.length) conditions.push(inArray(providers.sysname, params.providers));
  if (params.search) {
    const pattern = likePattern(params.search);
    conditions.push(or(ilike(games.name, pattern), ilike(providers.name, pattern)));
  }
  if (params.type) conditions.push(eq(games.type, params.type));
  if (params.sysnames?.length) conditions.push(inArray(games.sysname, params.sysnames));
  if (params.ids?.length) conditions.push(inArray(games.id, params.ids));
  if (params.tournament_id !== undefined) {
    conditions.push(
      exists(
        sql`(select 1 from ${tournamentGames} where ${tournamentGames.tournamentId} = ${params.tournament_id} and ${tournamentGames.gameId} = ${games.id})`,
      ),
    );
  }
  const explicit = !!params.sysnames?.length || !!params.ids?.length || params.type === 'betting';
  if (!explicit) conditions.push(ne(games.sysname, SPORTSBOOK_SYSNAME));
  return and(...conditions);
}

function orderOf(params: GetParams): SQL[] {
  const natural: [AnyColumn, 'asc' | 'desc'][] =
    params.sort === 'name'
      ? [[games.name, 'asc']]
      : params.sort === 'new'
        ? [[games.releaseDate, 'desc']]
        : params.sort === 'popular'
          ? [
              [games.isPopular, 'desc'],
              [games.priority, 'asc'],
            ]
          : [[games.priority, 'asc']];
  natural.push([games.id, 'asc']);
  const flip = params.order === 'desc';
  return natural.map(([column, dir]) => {
    const d = flip ? (dir === 'asc' ? 'desc' : 'asc') : dir;
    return d === 'asc' ? asc(column) : desc(column);
  });
}

/** Category sysnames of each game id. */
export async function categoriesOf(
  db: Db,
  gameIds: readonly number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (gameIds.length === 0) return out;
  const rows = await db
    .select({ gameId: gameCategories.gameId, sysname: categories.sysname })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(and(inArray(gameCategories.gameId, [...gameIds]), eq(categories.isActive, true)))
    .orderBy(asc(categories.priority));
  for (const r of rows) {
    const list = out.get(r.gameId) ?? [];
    list.push(r.sysname);
    out.set(r.gameId, list);
  }
  return out;
}

/** A page of games for `params`; `freespinsFor` answers the hint when fields asks for it. */
export async function listGames(
  db: Db,
  params: GetParams,
  freespinsFor: ((gameIds: number[]) => Promise<Map<number, number>>) | null,
): Promise<ResultOf<typeof gamesApi.get>> {
  const where = whereOf(params);
  const [totalRow] = await db
    .select({ n: count() })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(where);
  const rows: GameRow[] = await db
    .select(gameRowColumns)
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(where)
    .orderBy(...orderOf(params))
    .limit(params.count)
    .offset(params.offset);
  const ids = rows.map((r) => r.id);
  const cats = await categoriesOf(db, ids);
  // Omitting `fields` returns every block except the freespins hint, which is asked for by name.
  const wantDescription = !params.fields || params.fields.includes('description');
  const freespins =
    params.fields?.includes('freespins') && freespinsFor ? await freespinsFor(ids) : null;
  return {
    items: rows.map((row) =>
      gameView(row, {
        categories: cats.get(row.id) ?? [],
        description: wantDescription,
        freespins: freespins ? (freespins.get(row.id) ?? 0) : undefined,
      }),
    ),
    total: totalRow?.n ?? 0,
    offset: params.offset,
    count: params.count,
  };
}
