/**
 * A job that runs now and then every `intervalMs` while the server is up, once per tick across
 * instances (through a JobLock). Errors are reported and the clock keeps running; stopping
 * waits for a run in progress.
 */
import type { JobLock } from './job-lock.ts';

/** What a clock runs. */
export interface ClockOptions {
  /** Unique job name; also the advisory-lock key. */
  name: string;
  intervalMs: number;
  lock: JobLock;
  run: () => Promise<unknown>;
  onError: (err: unknown) => void;
  /** Run once at start (default true). */
  runAtStart?: boolean;
}

/** Starts the clock; the returned function stops it and waits for the current run. */
export function startClock(options: ClockOptions): () => Promise<void> {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = options.lock
      .tryRun(options.name, options.run)
      .then(() => undefined, options.onError)
      .finally(() => {
        current = null;
      });
  };
  if (options.runAtStart !== false) tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
