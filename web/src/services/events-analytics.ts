/**
 * The default analytics adapter: every call becomes an events.handle request (§7). Event
 * parameters carry the customer-data service's sitegroup (§3), the site origin, the
 * identified user id and a timestamp in the tracking time zone (§9: +3 hours).
 */
import { TRACKING_TZ_OFFSET_MS } from '@croupier/core/constants';
import { events } from '@croupier/core/refs';
import type { ApiClient } from '@croupier/core/api';
import type { Clock, Logger } from '@croupier/core/state';
import type { Analytics, AnalyticsParams } from './analytics.ts';

/** Event names of identify and anonymize (the §9 names, ANALYTICS_EVENTS, cover the rest). */
const IDENTITY_EVENTS = { identify: 'identify', anonymize: 'anonymize' } as const;

/**
 * `now` as an ISO timestamp in the tracking time zone: the clock shifted by +3 hours and
 * labelled `+03:00`, so the wall-clock digits are those of UTC+3 and the instant is unchanged.
 */
function trackingTimestamp(now: number): string {
  const hours = TRACKING_TZ_OFFSET_MS / 3_600_000;
  const sign = hours < 0 ? '-' : '+';
  const zone = `${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`;
  return new Date(now + TRACKING_TZ_OFFSET_MS).toISOString().replace('Z', zone);
}

/** What the adapter needs. */
export interface EventsAnalyticsDeps {
  api: ApiClient;
  now: Clock;
  origin: string;
  /** The customer-data service's sitegroup from the CMS config, when configured. */
  sitegroup(): string | null;
  log: Logger;
}

type Flat = string | number | boolean | null;

const flat = (value: unknown): Flat => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return String(value);
  }
};

/**
 * The parameters one event is sent with: the caller's (flattened, as events.handle stores
 * them), the identified user, sitegroup, origin and the +3 h timestamp.
 */
function eventParams(
  params: AnalyticsParams | undefined,
  context: { userId: number | null; sitegroup: string | null; origin: string; now: number },
): Record<string, Flat> {
  const own = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, flat(v)]));
  return {
    ...own,
    user_id: context.userId,
    sitegroup: context.sitegroup,
    origin: context.origin,
    timestamp: trackingTimestamp(context.now),
  };
}

/** Creates the events.handle adapter. */
export function createEventsAnalytics(deps: EventsAnalyticsDeps): Analytics {
  let userId: number | null = null;
  const send = (name: string, params?: AnalyticsParams) => {
    const body = eventParams(params, {
      userId,
      sitegroup: deps.sitegroup(),
      origin: deps.origin,
      now: deps.now(),
    });
    deps.api
      .call(events.handle, { event_name: name, event_params: body })
      .catch((error: unknown) => deps.log(error));
  };
  return {
    identify(id) {
      userId = id;
      send(IDENTITY_EVENTS.identify);
    },
    anonymize() {
      send(IDENTITY_EVENTS.anonymize);
      userId = null;
    },
    track(event, params) {
      send(event, params);
    },
  };
}
