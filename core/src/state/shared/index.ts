export type {
  ActivitySource,
  Clock,
  KeyValueStorage,
  Logger,
  TimerHandle,
  Timers,
} from './effects.ts';
export { globalClock, globalTimers } from './effects.ts';
export type { Watchable, WatchHooks } from './watchable.ts';
export { createWatchable } from './watchable.ts';
export type { ActivityHub } from './activity-hub.ts';
export { createActivityHub } from './activity-hub.ts';
export { createCountdown, secondsUntil } from './countdown.ts';
export type { Countdown } from './countdown.ts';
export type { MemoryStorage } from './memory-storage.ts';
export { createMemoryStorage } from './memory-storage.ts';
