/**
 * The slot's rules as pure functions: draw a grid with an injected integer source (the
 * server's CSPRNG in play, a seeded generator in tests) and pay the lines.
 */
import { PAYLINES, PAYS, REEL_WEIGHTS, REELS, ROWS, SYMBOLS, type SymbolId } from './paytable.ts';

/** An integer in [0, max): `crypto.randomInt` or a seeded stand-in. */
export type RandomInt = (max: number) => number;

/** The visible symbols: `grid[reel][row]`. */
export type Grid = SymbolId[][];

/** One paying line. */
export interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: SymbolId;
  /** How many reels from the left it covers (3 to 5). */
  count: number;
  /** Pay in line bets. */
  multiplier: number;
}

/** A spin's grid and its paying lines. */
export interface SpinOutcome {
  grid: Grid;
  wins: LineWin[];
  /** Sum of the line pays, in line bets. */
  multiplier: number;
}

function drawSymbol(weights: Readonly<Record<SymbolId, number>>, randomInt: RandomInt): SymbolId {
  let total = 0;
  for (const s of SYMBOLS) total += weights[s];
  let roll = randomInt(total);
  for (const s of SYMBOLS) {
    roll -= weights[s];
    if (roll < 0) return s;
  }
  return SYMBOLS[SYMBOLS.length - 1]!;
}

// Exported (with evaluateGrid) for slot-engine.test.ts: the paytable and RTP measured without a database.
/** Draws a grid: every cell independently with its reel's weights. */
export function drawGrid(randomInt: RandomInt): Grid {
  const grid: Grid = [];
  for (let r = 0; r < REELS; r++) {
    const reel: SymbolId[] = [];
    for (let row = 0; row < ROWS; row++) reel.push(drawSymbol(REEL_WEIGHTS[r]!, randomInt));
    grid.push(reel);
  }
  return grid;
}

/** The pay of one line's symbols (left to right), or null; the wild stands in for any symbol. */
export function payLine(symbols: readonly SymbolId[]): Omit<LineWin, 'line'> | null {
  let leadingWilds = 0;
  while (leadingWilds < symbols.length && symbols[leadingWilds] === 'wild') leadingWilds++;
  const wildPay = leadingWilds >= 3 ? PAYS.wild[leadingWilds - 3]! : 0;

  const symbol = symbols[leadingWilds];
  let symbolPay = 0;
  let count = 0;
  if (symbol !== undefined) {
    count = leadingWilds;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'wild'))
      count++;
    if (count >= 3) symbolPay = PAYS[symbol][count - 3]!;
  }
  if (wildPay === 0 && symbolPay === 0) return null;
  // A run of wilds may pay more on its own than the symbol it completes.
  return wildPay >= symbolPay
    ? { symbol: 'wild', count: leadingWilds, multiplier: wildPay }
    : { symbol: symbol!, count, multiplier: symbolPay };
}

/** Pays every line of a grid. */
export function evaluateGrid(grid: Grid): SpinOutcome {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = payLine(rows.map((row, reel) => grid[reel]![row]!));
    if (win) wins.push({ line, ...win });
  });
  return { grid, wins, multiplier: wins.reduce((sum, w) => sum + w.multiplier, 0) };
}

/** One spin: draw and pay. */
export function spinOutcome(randomInt: RandomInt): SpinOutcome {
  return evaluateGrid(drawGrid(randomInt));
}

/** The win in minor units of a total bet (a multiple of the line count) for `multiplier`. */
export function winMinor(betMinor: bigint, multiplier: number): bigint {
  return (betMinor / BigInt(PAYLINES.length)) * BigInt(multiplier);
}
