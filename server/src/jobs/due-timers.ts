/**
 * Timers that run a job for one key when it falls due: a demo provider's "settles N ms later"
 * (a pending payment, a document under review). Their records keep the due time, so the
 * timers are a convenience the provider re-arms after a restart; a poll after the due time
 * does the same work.
 *
 * A hold stops them: while any hold is on, no timer runs its job and `held` tells the
 * provider's poll paths to wait too. Tests hold a provider so a pending state stays pending
 * however busy the machine is, and release it when they want it to move on; the keys whose
 * timers fired while held run then. Nothing in production holds, so there it changes nothing.
 */

/** The timers of one provider. */
export interface DueTimers {
  /** Runs the job for `key` in `delayMs` (replacing a timer already set for it). */
  schedule(key: string, delayMs: number): void;
  /** Holds every job until the returned function is called (holds nest). */
  hold(): () => void;
  /** Whether a hold is on: the provider's polls must not settle anything either. */
  readonly held: boolean;
  /** Clears every timer; nothing runs after this. */
  close(): void;
}

/** What the timers run. */
export interface DueTimersOptions {
  /** The job for one key (checks again that the key is due: a poll may have done it). */
  run: (key: string) => Promise<unknown>;
  /** A job that failed (not reported once closed). */
  onError: (err: unknown, key: string) => void;
}

/** Creates the timers of one provider. */
export function createDueTimers(options: DueTimersOptions): DueTimers {
  const timers = new Map<string, NodeJS.Timeout>();
  // Keys whose timer fired during a hold: they run when the last hold is released.
  const deferred = new Set<string>();
  let holds = 0;
  let closed = false;

  const run = (key: string) => {
    if (closed) return;
    if (holds > 0) {
      deferred.add(key);
      return;
    }
    options.run(key).catch((err: unknown) => {
      if (!closed) options.onError(err, key);
    });
  };

  const schedule = (key: string, delayMs: number) => {
    if (closed) return;
    clearTimeout(timers.get(key));
    const timer = setTimeout(
      () => {
        timers.delete(key);
        run(key);
      },
      Math.max(0, delayMs),
    );
    // A provider's timer never keeps the process alive on its own.
    timer.unref();
    timers.set(key, timer);
  };

  return {
    schedule,
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0) return;
        const due = [...deferred];
        deferred.clear();
        for (const key of due) schedule(key, 0);
      };
    },
    get held() {
      return holds > 0;
    },
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      deferred.clear();
    },
  };
}
