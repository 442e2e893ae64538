/**
 * The hall's filters in its address (§2.2: `/gamehall` filtered by query `category`, or
 * `providers` as a comma list), both ways: the UI reads the query and changes it.
 */

/** Sort orders offered in the hall (games.get `sort`). */
export const HALL_SORTS = ['priority', 'popular', 'new', 'name'] as const;
/** A sort order of the hall. */
export type HallSort = (typeof HALL_SORTS)[number];

/** The hall's filters. */
export interface HallQuery {
  category: string | null;
  providers: string[];
  /** Text from the search popup's "show all". */
  search: string;
  /** Only the player's favourites (`favourites=1`). */
  favourites: boolean;
  sort: HallSort;
}

/** Reads the filters from a query string (with or without `?`). */
export function parseHallQuery(search: string): HallQuery {
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  return {
    category: query.get('category') || null,
    providers: (query.get('providers') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s, i, all) => s.length > 0 && all.indexOf(s) === i),
    search: (query.get('search') ?? '').trim(),
    favourites: query.get('favourites') === '1',
    sort: (HALL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as HallSort) : 'priority',
  };
}

/** The hall's address for `filters` (providers stay a readable comma list). */
export function hallHref(filters: Partial<HallQuery>): string {
  const parts: string[] = [];
  if (filters.favourites) parts.push('favourites=1');
  else if (filters.category) parts.push(`category=${encodeURIComponent(filters.category)}`);
  if (filters.providers?.length)
    parts.push(`providers=${filters.providers.map(encodeURIComponent).join(',')}`);
  if (filters.search) parts.push(`search=${encodeURIComponent(filters.search)}`);
  if (filters.sort && filters.sort !== 'priority') parts.push(`sort=${filters.sort}`);
  return parts.length ? `/gamehall?${parts.join('&')}` : '/gamehall';
}
