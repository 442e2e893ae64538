/** The Jackpots group (§7): get, getWinners. */
export { registerJackpotsGroup } from './jackpots-group.ts';
