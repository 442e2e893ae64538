import type { contract } from '@croupier/core';
import { foldText } from '@croupier/core/format';
import { describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  gamesOfIndex,
  searchGameOf,
  queryTerms,
  searchGames,
} from './search-index.ts';

type Game = contract.games.Game;

let nextId = 0;
const game = (name: string, provider = 'Northlight Gaming'): Game => ({
  id: ++nextId,
  sysname: name.toLowerCase().replace(/\W+/g, '_'),
  name,
  provider: provider.toLowerCase(),
  provider_name: provider,
  type: 'slot',
  categories: [],
  images: { cover: { x1: '/a', x2: '/b' } },
  has_demo: true,
  is_new: false,
  is_hot: false,
  priority: 0,
  custom_name: null,
});

describe('games search (the search popup finds a game by a partial name as you type)', () => {
  const index = createSearchIndex(
    [
      game('Book of Dragons'),
      game('Dragon Pearls'),
      game('Golden Dragon Hold and Win'),
      game('Snapdragon Fruits'),
      game('Éclair Royale'),
      game('Mega Fortune', 'Dragonfly Studios'),
      game('Starlight Princess'),
    ].map(searchGameOf),
  );
  const names = (query: string, limit = 10) =>
    searchGames(index, query, limit).games.map((g) => g.name);

  it('finds games by a partial name, ranking name starts, then word starts, then anywhere, then provider', () => {
    expect(names('drag')).toEqual([
      'Dragon Pearls',
      'Book of Dragons',
      'Golden Dragon Hold and Win',
      'Snapdragon Fruits',
      'Mega Fortune',
    ]);
    expect(searchGames(index, 'drag', 2)).toMatchObject({ total: 5 });
    expect(names('drag', 2)).toEqual(['Dragon Pearls', 'Book of Dragons']);
  });

  it('ignores case and diacritics, and needs every word to match', () => {
    expect(names('ECLAIR')).toEqual(['Éclair Royale']);
    expect(names('éclair')).toEqual(['Éclair Royale']);
    expect(names('dragon win')).toEqual(['Golden Dragon Hold and Win']);
    expect(names('dragon zzz')).toEqual([]);
  });

  it('answers nothing for an empty or blank query', () => {
    expect(searchGames(index, '   ', 10)).toEqual({ games: [], total: 0 });
    expect(queryTerms('  Book  of ')).toEqual(['book', 'of']);
    expect(foldText('Ça Va')).toBe('ca va');
  });
});

describe('the search index from games.getSearchIndex columns', () => {
  it('rebuilds each game: provider by position, the image pattern where no image is given', () => {
    const rows = gamesOfIndex({
      version: 'v1',
      providers: [
        { sysname: 'northlight', name: 'Northlight Gaming' },
        { sysname: 'crimson_ace', name: 'Crimson Ace' },
      ],
      games: {
        id: [7, 3],
        sysname: ['northlight_book', 'crimson_ace_roulette'],
        name: ['Book of Croupier', 'Platinum Roulette'],
        provider: [0, 1],
        type: ['slot', 'live'],
        image: [null, 'media/custom/roulette.png'],
      },
      image_pattern: 'media/games/{sysname}.svg',
    });
    expect(rows.map((g) => [g.id, g.sysname, g.provider, g.provider_name, g.type])).toEqual([
      [7, 'northlight_book', 'northlight', 'Northlight Gaming', 'slot'],
      [3, 'crimson_ace_roulette', 'crimson_ace', 'Crimson Ace', 'live'],
    ]);
    expect(rows.map((g) => g.cover)).toEqual([
      '/media/games/northlight_book.svg',
      '/media/custom/roulette.png',
    ]);
    // Searchable like full games.
    expect(searchGames(createSearchIndex(rows), 'crimson', 5).games.map((g) => g.id)).toEqual([3]);
  });
});
