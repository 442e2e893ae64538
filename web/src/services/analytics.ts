/**
 * The analytics adapter the app reports to (§3 customer-data service, §4, §9): identify after
 * login or registration, anonymize after logout, and the §9 events. The platform carries one;
 * callers never wait for it and never see its failures (logged only, §8).
 */
import type { AnalyticsEvent } from '@croupier/core/constants';
import type { Logger } from '@croupier/core/state';

/** Event parameters; events.handle stores them flat (other values are sent as JSON text). */
export type AnalyticsParams = Readonly<Record<string, unknown>>;

/** Where analytics go; the default posts to events.handle (`events-analytics.ts`). */
export interface Analytics {
  /** The visitor signed in or registered: attribute what follows to `userId`. */
  identify(userId: number): void;
  /** The visitor signed out: stop attributing events to the previous user. */
  anonymize(): void;
  /**
   * An event: one of the §9 names (pageview, login, sign_up, make_deposit) or another
   * snake_case name (e.g. a failure with its error code, §8).
   */
  track(event: AnalyticsEvent | (string & {}), params?: AnalyticsParams): void;
}

type Call = (target: Analytics) => void;

/**
 * An {@link Analytics} that loads its real adapter on the first call (a lazy chunk, so the
 * entry stays small) and replays the calls made meanwhile, in order.
 */
export function deferredAnalytics(load: () => Promise<Analytics>, log: Logger): Analytics {
  let target: Analytics | null = null;
  let pending: Call[] | null = null;
  const run = (call: Call) => {
    if (target) {
      try {
        call(target);
      } catch (error) {
        log(error);
      }
      return;
    }
    if (pending) {
      pending.push(call);
      return;
    }
    pending = [call];
    load().then(
      (loaded) => {
        target = loaded;
        const calls = pending ?? [];
        pending = null;
        for (const queued of calls) run(queued);
      },
      (error: unknown) => {
        pending = null;
        log(error);
      },
    );
  };
  return {
    identify: (userId) => run((a) => a.identify(userId)),
    anonymize: () => run((a) => a.anonymize()),
    track: (event, params) => run((a) => a.track(event, params)),
  };
}
