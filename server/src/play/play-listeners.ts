/**
 * Who reacts to a stake or a win, in this order. Each domain (loyalty, tournaments and
 * leaderboards, jackpots, bonus wagering…) adds its one listener here; `recordPlay` runs them
 * inside the bet's DB transaction.
 */
import type { PlayListener } from './record-play.ts';

/** The listeners every recorded play event goes through. */
export const PLAY_LISTENERS: PlayListener[] = [];
