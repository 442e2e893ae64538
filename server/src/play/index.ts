/** Play events: stakes and wins recorded once, and the listeners that turn them into points. */
export { recordPlay } from './record-play.ts';
export type { PlayInput, PlayEvent, PlayContext, PlayListener, PlayRandom } from './record-play.ts';
export { PLAY_LISTENERS } from './play-listeners.ts';
export { netLossMinor } from './net-loss.ts';
