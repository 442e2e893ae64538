/** Games of the hall (games.get) and categories (games.getCategories). */
import type { contract } from '@croupier/core';
import { games } from '@croupier/core/refs';
import { useApi } from '../app/use-api.ts';

type GamesQuery = contract.games.GamesQuery;

/** A page of games matching `query`. */
export function useGames(query: GamesQuery) {
  return useApi(games.get, query);
}

/** The game categories in display order. */
export function useCategories() {
  return useApi(games.getCategories, {});
}
