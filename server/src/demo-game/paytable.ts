/**
 * The demo slot "Croupier Classic" as data: 5 reels × 3 rows, 10 fixed paylines, 8 symbols
 * with per-reel weights, and line pays in multiples of the line bet (total bet / 10).
 * PAYTABLE.md explains it; slot-engine.test.ts proves the RTP by exhaustive enumeration.
 */

/** Symbol ids, highest paying first. */
export const SYMBOLS = [
  'wild',
  'seven',
  'bar',
  'bell',
  'diamond',
  'grape',
  'lemon',
  'cherry',
] as const;
/** One symbol id. */
export type SymbolId = (typeof SYMBOLS)[number];

/** Number of reels (columns). */
export const REELS = 5;
/** Visible rows per reel. */
export const ROWS = 3;

/**
 * How often each symbol lands in a cell, per reel (every cell of a reel draws independently
 * with these weights). The wild is rarer on the first reel, where it starts every line.
 */
export const REEL_WEIGHTS: readonly Readonly<Record<SymbolId, number>>[] = [
  { wild: 2, seven: 3, bar: 4, bell: 6, diamond: 8, grape: 10, lemon: 12, cherry: 14 },
  { wild: 3, seven: 3, bar: 4, bell: 6, diamond: 8, grape: 10, lemon: 12, cherry: 14 },
  { wild: 3, seven: 3, bar: 4, bell: 6, diamond: 8, grape: 10, lemon: 12, cherry: 14 },
  { wild: 3, seven: 3, bar: 4, bell: 6, diamond: 8, grape: 10, lemon: 12, cherry: 14 },
  { wild: 3, seven: 3, bar: 4, bell: 6, diamond: 8, grape: 10, lemon: 12, cherry: 14 },
];

/** Line pays for 3, 4 and 5 of a kind from the leftmost reel, in line bets. */
export const PAYS: Readonly<Record<SymbolId, readonly [number, number, number]>> = {
  wild: [75, 400, 2000],
  seven: [45, 200, 1000],
  bar: [30, 120, 400],
  bell: [20, 75, 250],
  diamond: [15, 40, 150],
  grape: [12, 30, 90],
  lemon: [8, 20, 55],
  cherry: [7, 15, 40],
};

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 0, 1, 0],
];

/** Total bets offered, in minor units; each is a multiple of the line count. */
export const BET_LEVELS_MINOR: readonly number[] = [
  10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000,
];

/** Display names and colours of the symbols, shared by the page and PAYTABLE.md. */
export const SYMBOL_LABELS: Readonly<Record<SymbolId, string>> = {
  wild: 'Wild star',
  seven: 'Lucky seven',
  bar: 'Bar',
  bell: 'Bell',
  diamond: 'Diamond',
  grape: 'Grapes',
  lemon: 'Lemon',
  cherry: 'Cherry',
};
