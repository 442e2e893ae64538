/**
 * The game catalogue in memory: every active game of an active provider, with its category
 * sysnames, folded names for search and the hall's four orders precomputed. Built from the
 * database in one read; games.get, the search index, categories and providers answer from it
 * (DESIGN §5b: catalogue reads at memory speed, the same results on PGlite and PostgreSQL).
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { games as gamesApi } from '@croupier/core/contract';
import { foldText } from '@croupier/core/format';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { Db } from '../db/client.ts';
import { categories, gameCategories, games, providers } from '../db/schema/index.ts';
import { gameRowColumns } from './game-list.ts';
import type { GameRow } from './game-view.ts';

/** One game as the catalogue keeps it. */
export interface CatalogueGame extends GameRow {
  releaseDate: string;
  /** Sysnames of its active categories, in category priority order. */
  categories: readonly string[];
  /** foldText(name) and foldText(provider name), for search. */
  foldedName: string;
  foldedProvider: string;
}

/** An active category with its number of active games (games.getCategories). */
export interface CatalogueCategory {
  id: number;
  sysname: string;
  title: Readonly<Record<string, string>>;
  icon: string;
  priority: number;
  gamesCount: number;
}

/** An active provider with what its active games offer (games.getProviders). */
export interface CatalogueProvider {
  id: number;
  sysname: string;
  name: string;
  logo: string;
  priority: number;
  gamesCount: number;
  types: ReadonlySet<gamesApi.GameType>;
  hasDemo: boolean;
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
  /** Active categories and providers, in priority order (ties by id). */
  readonly categories: readonly CatalogueCategory[];
  readonly providers: readonly CatalogueProvider[];
  /** When it was read (ms). */
  readonly loadedAt: number;
}

/** Names compare by letters, case- and accent-blind, numbers by value ("Book 2" < "Book 10"). */
const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byId = (a: CatalogueGame, b: CatalogueGame) => a.id - b.id;

/** Orders of the hall: the comparator of each sort's natural direction, ties by id. */
const SORTS: Record<CatalogueSort, (a: CatalogueGame, b: CatalogueGame) => number> = {
  priority: (a, b) => a.priority - b.priority || byId(a, b),
  name: (a, b) => nameCollator.compare(a.name, b.name) || byId(a, b),
  // Newest first; ISO dates compare as strings.
  new: (a, b) =>
    (a.releaseDate < b.releaseDate ? 1 : a.releaseDate > b.releaseDate ? -1 : 0) || byId(a, b),
  popular: (a, b) =>
    Number(b.isPopular) - Number(a.isPopular) || a.priority - b.priority || byId(a, b),
};

/** Active categories with their active games counted (the sportsbook entry is not a tile). */
async function loadCategories(db: Db): Promise<CatalogueCategory[]> {
  const counts = await db
    .select({ categoryId: gameCategories.categoryId, n: count() })
    .from(gameCategories)
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(and(eq(games.isActive, true), ne(games.sysname, SPORTSBOOK_SYSNAME)))
    .groupBy(gameCategories.categoryId);
  const countOf = new Map(counts.map((c) => [c.categoryId, c.n]));
  const rows = await db
    .select({
      id: categories.id,
      sysname: categories.sysname,
      title: categories.title,
      icon: categories.icon,
      priority: categories.priority,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.priority), asc(categories.id));
  return rows.map((c) => ({ ...c, gamesCount: countOf.get(c.id) ?? 0 }));
}

/** Active providers with the count, types and demo availability of their active games. */
async function loadProviders(db: Db): Promise<CatalogueProvider[]> {
  const stats = await db
    .select({
      providerId: games.providerId,
      type: games.type,
      n: count(),
      demo: sql<boolean>`bool_or(${games.hasDemo})`,
    })
    .from(games)
    .where(eq(games.isActive, true))
    .groupBy(games.providerId, games.type);
  const rows = await db
    .select({
      id: providers.id,
      sysname: providers.sysname,
      name: providers.name,
      logo: providers.logo,
      priority: providers.priority,
    })
    .from(providers)
    .where(eq(providers.isActive, true))
    .orderBy(asc(providers.priority), asc(providers.id));
  const byId = new Map<number, CatalogueProvider>(
    rows.map((p) => [p.id, { ...p, gamesCount: 0, types: new Set(), hasDemo: false }]),
  );
  for (const s of stats) {
    const p = byId.get(s.providerId);
    if (!p) continue;
    p.gamesCount += s.n;
    (p.types as Set<gamesApi.GameType>).add(s.type);
    p.hasDemo ||= !!s.demo;
  }
  return [...byId.values()];
}

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
    categories: await loadCategories(db),
    providers: await loadProviders(db),
    loadedAt: now,
  };
}
