// @ts-check
/**
 * The page's state: the chosen bet, the balances shown, the free spins left, and whether a spin
 * is under way.
 */
import { C } from './config.js';
/** @import { FreeSpins } from './types.js' */

export var S = {
  betIndex: Math.max(0, C.bets.indexOf(C.bet)),
  balance: C.balance,
  bonus: C.bonus,
  busy: false,
  /** @type {FreeSpins | null} */
  free: C.freeSpins,
};
