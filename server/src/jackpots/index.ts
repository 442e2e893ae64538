/** Jackpots: pools fed by stakes, random triggers, wins paid through the ledger (README.md). */
export { JACKPOT_DRAW_RANGE, contribution, jackpotForDraw } from './rules.ts';
export type { WonJackpot, JackpotWinner } from './award-jackpot.ts';
export type { NewJackpot } from './create-jackpot.ts';
export { seedJackpots, DEMO_JACKPOTS } from './seed-jackpots.ts';
