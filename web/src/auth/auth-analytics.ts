/**
 * Analytics of the auth popup (§8: login and registration successes and failures with the
 * error code) through the platform's analytics. Tracking never breaks signing in.
 */
import type { Platform } from '../app/platform.ts';

/** What the popup reports. */
export interface AuthTracker {
  track(event: string, params?: Record<string, unknown>): void;
}

/** The platform's analytics as the popup uses them; a throwing adapter is logged only. */
export function authTracker(platform: Platform): AuthTracker {
  return {
    track: (event, params) => {
      try {
        platform.analytics.track(event, params);
      } catch (error) {
        platform.log(error);
      }
    },
  };
}
