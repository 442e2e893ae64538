/**
 * The game catalogue in memory: every active game of an active provider, with its category
 * sysnames, folded names for search and the hall's four orders precomputed. Built from the
 * database in one read; games.get, the search index and the providers list answer from it
 * (DESIGN §5b: catalogue reads at memory speed, the same results on PGlite and PostgreSQL).
 */
import { and, asc, eq } from 'drizzle-orm';
import { foldText } from '@croupier/core/format';
import type { Db } from '../db/client.ts';
import { categories, gameCategories, games, providers } from '../db/schema/index.ts';
import { gameRowColumns } from '../groups/games/game-list.ts';
import type { GameRow } from '../groups/games/game-view.ts';

/** One game as the catalogue keeps it. */
export interface CatalogueGame extends GameRow {
  releaseDate: string;
  /** Sysnames of its active categories, in category priority order. */
  categories: readonly string[];
  /** foldText(name) and foldText(provider name), for search. */
  foldedName: string;
  foldedProvider: string;
}

/** The hall's orders (§7 games.get `sort`), each ascending in its natural direction. */
export type CatalogueSort = 'priority' | 'name' | 'new' | 'popular';

/** A loaded catalogue. */
export interface CatalogueSnapshot {
  /** Games in id order; "position" below means an index into this array. */
  readonly games: readonly CatalogueGame[];
  readonly bySysname: ReadonlyMap<string, CatalogueGame>;
  readonly byId: ReadonlyMap<number, CatalogueGame>;
  /** The games in each sort's natural order (ties by id). */
  readonly sorted: Readonly<Record<CatalogueSort, readonly CatalogueGame[]>>;
  /**
   * Each sort's order as positions, and the folded name and provider per position: filtering
   * a request scans these flat arrays rather than 10,000 objects (a hot path: games.get).
   */
  readonly order: Readonly<Record<CatalogueSort, Int32Array>>;
  readonly foldedNames: readonly string[];
  readonly foldedProviders: readonly string[];
  /** When it was read (ms). */
  readonly loadedAt: number;
}

/** Names compare by letters, case- and accent-blind, numbers by value ("Book 2" < "Book 10"). */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byId = (a: CatalogueGame, b: CatalogueGame) => a.id - b.id;

/** Orders of the hall: the comparator of each sort's natural direction, ties by id. */
export const SORTS: Record<CatalogueSort, (a: CatalogueGame, b: CatalogueGame) => number> = {
  priority: (a, b) => a.priority - b.priority || byId(a, b),
  name: (a, b) => nameCollator.compare(a.name, b.name) || byId(a, b),
  // Newest first; ISO dates compare as strings.
  new: (a, b) =>
    (a.releaseDate < b.releaseDate ? 1 : a.releaseDate > b.releaseDate ? -1 : 0) || byId(a, b),
  popular: (a, b) =>
    Number(b.isPopular) - Number(a.isPopular) || a.priority - b.priority || byId(a, b),
};

/** Reads the catalogue from the database. */
export async function loadCatalogue(db: Db, now: number = Date.now()): Promise<CatalogueSnapshot> {
  const rows = await db
    .select({ ...gameRowColumns, releaseDate: games.releaseDate })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(games.isActive, true), eq(providers.isActive, true)))
    .orderBy(asc(games.id));
  const memberships = await db
    .select({ gameId: gameCategories.gameId, sysname: categories.sysname })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.priority), asc(categories.id));
  const cats = new Map<number, string[]>();
  for (const m of memberships) {
    const list = cats.get(m.gameId);
    if (list) list.push(m.sysname);
    else cats.set(m.gameId, [m.sysname]);
  }
  const list: CatalogueGame[] = rows.map((r) => ({
    ...r,
    releaseDate: String(r.releaseDate),
    categories: cats.get(r.id) ?? [],
    foldedName: foldText(r.name),
    foldedProvider: foldText(r.providerName),
  }));
  const sorted = Object.fromEntries(
    (Object.keys(SORTS) as CatalogueSort[]).map((s) => [s, [...list].sort(SORTS[s])]),
  ) as Record<CatalogueSort, CatalogueGame[]>;
  const positionOf = new Map(list.map((g, i) => [g, i]));
  const order = Object.fromEntries(
    (Object.keys(SORTS) as CatalogueSort[]).map((s) => [
      s,
      Int32Array.from(sorted[s], (g) => positionOf.get(g)!),
    ]),
  ) as Record<CatalogueSort, Int32Array>;
  return {
    games: list,
    bySysname: new Map(list.map((g) => [g.sysname, g])),
    byId: new Map(list.map((g) => [g.id, g])),
    sorted,
    order,
    foldedNames: list.map((g) => g.foldedName),
    foldedProviders: list.map((g) => g.foldedProvider),
    loadedAt: now,
  };
}
