import { createMemoryStorage } from '@croupier/core/state';
import { describe, expect, it } from 'vitest';
import { readRecentSearches, rememberSearch } from './recent-searches.ts';

/** How many searches the list keeps , pinned by value. */
const RECENT_LIMIT = 6;

/** A player's stored searches outlive a deploy: the key is pinned by value. */
const RECENT_SEARCHES_KEY = 'croupier:recent-searches';

describe('recent searches (shown in the search popup before typing)', () => {
  it('keeps the newest first, once each (case-insensitively), at most RECENT_LIMIT', () => {
    const storage = createMemoryStorage();
    rememberSearch(storage, 'book');
    rememberSearch(storage, ' dragon   pearls ');
    expect(rememberSearch(storage, 'BOOK')).toEqual(['BOOK', 'dragon pearls']);
    for (let i = 0; i < RECENT_LIMIT + 3; i++) rememberSearch(storage, `q${i}`);
    const list = readRecentSearches(storage);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toBe(`q${RECENT_LIMIT + 2}`);
  });

  it('ignores blanks, and reads damaged storage as empty', () => {
    const storage = createMemoryStorage();
    expect(rememberSearch(storage, '   ')).toEqual([]);
    storage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches(storage)).toEqual([]);
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, null]));
    expect(readRecentSearches(storage)).toEqual(['ok']);
  });
});
