/** Page sizes and counts of spec §9. */

/** Tournament games per page (§9). */
export const TOURNAMENT_GAMES_PAGE_SIZE = 12;

/** Default sort of tournament games: priority ascending (§9). */
export const TOURNAMENT_GAMES_SORT = { field: 'priority', direction: 'asc' } as const;

/** Default number of banners requested (§9). */
export const BANNER_COUNT = 10;

/** Freespin packs requested at once (§9). */
export const FREESPINS_COUNT = 99;

/** Regular game list page size (§9). */
export const GAMES_PAGE_SIZE = 18;

/** Page size for "everything at once" lists (§9). */
export const LARGE_PAGE_SIZE = 300;

/** Minimum item size of a virtual dropdown list, in pixels (§9). */
export const DROPDOWN_ITEM_MIN_SIZE = 36;
