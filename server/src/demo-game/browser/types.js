// @ts-check
/**
 * The shapes the slot page's modules share (types only, for `@import`): they mirror the
 * server's (slot-page.ts, play-spin.ts).
 */

/**
 * @typedef {{ pack_id: number, title: string, remaining: number, total: number, bet: string }} FreeSpins
 * @typedef {{
 *   token: string, api: string, mode: 'real' | 'demo', currency: string, locale: string,
 *   balance: string, bonus: string | null, bets: string[], bet: string, reels: number,
 *   rows: number, lines: number[][], symbols: string[], labels: Record<string, string>,
 *   freeSpins: FreeSpins | null, minSpinMs: number
 * }} Config
 * @typedef {{
 *   grid: string[][], wins: { line: number, symbol: string, count: number, amount: string }[],
 *   bet: string, win: string, balance: string, bonus: string | null, free_spin: boolean,
 *   free_spins: FreeSpins | null, celebrate: boolean
 * }} Spin
 */

export {};
