/** The Jackpots group (§7): get, getWinners. */
export { registerJackpotsGroup, JACKPOT_IMAGE_BOX } from './jackpots-group.ts';
