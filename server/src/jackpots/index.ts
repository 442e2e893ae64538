/** Jackpots: pools fed by stakes, random triggers, wins paid through the ledger (README.md). */
export { JACKPOT_DRAW_RANGE, BP_SCALE, contribution, jackpotForDraw } from './rules.ts';
export { jackpotPlayListener } from './jackpot-play-listener.ts';
export { awardJackpot, JACKPOT_LEDGER_KINDS } from './award-jackpot.ts';
export type { WonJackpot, JackpotWinner } from './award-jackpot.ts';
export { createJackpot } from './create-jackpot.ts';
export type { NewJackpot } from './create-jackpot.ts';
export { seedJackpots, DEMO_JACKPOTS, DEMO_JACKPOT_GAMES } from './seed-jackpots.ts';
