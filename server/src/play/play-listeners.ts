/**
 * Who reacts to a stake or a win, in this order. Each domain (loyalty, tournaments and
 * leaderboards, jackpots, bonus wagering…) adds its one listener here; `app.ts` installs the
 * list at start-up and `recordPlay` runs them inside the bet's DB transaction.
 */
import { jackpotPlayListener } from '../jackpots/jackpot-play-listener.ts';
import { loyaltyPlayListener } from '../loyalty/loyalty-play-listener.ts';
import { bonusWageringListener } from '../rewards/wagering-listener.ts';
import { tournamentPlayListener } from '../tournaments/tournament-play-listener.ts';
import type { PlayListener } from './play-types.ts';

/** The listeners every recorded play event goes through. */
export const PLAY_LISTENERS: readonly PlayListener[] = [
  bonusWageringListener,
  loyaltyPlayListener,
  tournamentPlayListener,
  jackpotPlayListener,
];
