/** Play events: stakes and wins recorded once, and the listeners that turn them into points. */
export { recordPlay, setPlayListeners } from './record-play.ts';
export type { PlayRandom } from './play-types.ts';
