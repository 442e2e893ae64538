/**
 * The games search over a client-side index (DESIGN §9: ≤ 16 ms per keystroke over 10,000
 * games). Names and provider names are folded once (lower case, no diacritics); a query is
 * split into words that must all match. One pass over the index, results ranked: name starts
 * with the query, a word of the name starts with it, the name contains it, the provider does.
 */
import type { contract } from '@croupier/core';
import { foldText } from '@croupier/core/format';
import type { ImageSource } from '../ui/proxied-image.ts';

type Game = contract.games.Game;

/**
 * What search finds and shows of a game: its cover as the API's image set (a full `Game`) or
 * as a source path (a search-index row), drawn at the popup's thumbnail size either way.
 */
export type SearchGame = Pick<
  Game,
  'id' | 'sysname' | 'name' | 'provider' | 'provider_name' | 'type'
> & {
  cover: ImageSource;
};

/** A full game as search shows it. */
export function searchGameOf(game: Game): SearchGame {
  const { id, sysname, name, provider, provider_name, type } = game;
  return { id, sysname, name, provider, provider_name, type, cover: game.images.cover };
}

/** A searchable game list. */
export interface SearchIndex {
  readonly games: readonly SearchGame[];
  /** Folded names, by index. */
  readonly names: readonly string[];
  /** Folded provider names, by index. */
  readonly providers: readonly string[];
}

/** A search's answer: the best `limit` games, and how many matched in all. */
export interface SearchResult {
  games: SearchGame[];
  total: number;
}

/** Builds the index of `games` (kept in the given order: the hall's priority order). */
export function createSearchIndex(games: readonly SearchGame[]): SearchIndex {
  return {
    games,
    names: games.map((game) => foldText(game.name)),
    providers: games.map((game) => foldText(game.provider_name)),
  };
}

/** The words of a query, folded; empty when there is nothing to look for. */
export function queryTerms(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((term) => term.length > 0);
}

function isWordStart(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text.charCodeAt(at - 1);
  // Space, hyphen, apostrophe, colon, dot, parenthesis: a new word begins after them.
  return (
    before === 32 ||
    before === 45 ||
    before === 39 ||
    before === 58 ||
    before === 46 ||
    before === 40
  );
}

/** Rank of one game for the terms (0 best … 3), or -1 when a term matches nowhere. */
function rankOf(name: string, provider: string, terms: readonly string[]): number {
  let rank = 0;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    const at = name.indexOf(term);
    let termRank: number;
    if (at === 0) termRank = 0;
    else if (at > 0) termRank = isWordStart(name, at) ? 1 : 2;
    else if (provider.includes(term)) termRank = 3;
    else return -1;
    if (termRank > rank) rank = termRank;
  }
  return rank;
}

/** The games matching `query`, best first, at most `limit` of them. */
export function searchGames(index: SearchIndex, query: string, limit: number): SearchResult {
  const terms = queryTerms(query);
  if (terms.length === 0) return { games: [], total: 0 };
  const buckets: SearchGame[][] = [[], [], [], []];
  let total = 0;
  const { games, names, providers } = index;
  for (let i = 0; i < games.length; i++) {
    const rank = rankOf(names[i]!, providers[i]!, terms);
    if (rank < 0) continue;
    total += 1;
    const bucket = buckets[rank]!;
    if (bucket.length < limit) bucket.push(games[i]!);
  }
  const best: SearchGame[] = [];
  for (const bucket of buckets) {
    for (const game of bucket) {
      if (best.length >= limit) break;
      best.push(game);
    }
  }
  return { games: best, total };
}

/** The rows of games.getSearchIndex's columns (contract: core/src/contract/games.ts). */
export function gamesOfIndex(index: contract.games.SearchIndex): SearchGame[] {
  const { games: c, providers } = index;
  return c.id.map((id, i) => {
    const sysname = c.sysname[i]!;
    const provider = providers[c.provider[i]!]!;
    const cover = c.image[i] ?? index.image_pattern.split('{sysname}').join(sysname);
    return {
      id,
      sysname,
      name: c.name[i]!,
      provider: provider.sysname,
      provider_name: provider.name,
      type: c.type[i]!,
      cover: cover.startsWith('/') ? cover : `/${cover}`,
    };
  });
}
