import type { ApiClient } from '@croupier/core/api';
import { describe, expect, it, vi } from 'vitest';
import { createEventsAnalytics } from './events-analytics.ts';

/** The adapter over a recording API client, at `now`. */
function setup(now = Date.UTC(2026, 5, 1, 12, 0, 0)) {
  const calls: { path: string; params: Record<string, unknown> }[] = [];
  const api: ApiClient = {
    call: (async (def: { path: string }, params: Record<string, unknown>) => {
      calls.push({ path: def.path, params });
      return 1;
    }) as ApiClient['call'],
  };
  const analytics = createEventsAnalytics({
    api,
    now: () => now,
    origin: 'https://casino.example',
    sitegroup: () => 'croupier-demo',
    log: vi.fn(),
  });
  return { calls, analytics };
}

describe('tracking timestamps (§9: time zone offset 3 hours)', () => {
  it('shows the wall clock of UTC+3 for the same instant', () => {
    const now = Date.UTC(2026, 0, 2, 22, 30, 0);
    const { calls, analytics } = setup(now);
    analytics.track('pageview');
    const stamp = (calls[0]!.params.event_params as { timestamp: string }).timestamp;
    expect(stamp).toBe('2026-01-03T01:30:00.000+03:00');
    expect(Date.parse(stamp)).toBe(now);
  });
});

describe('events.handle analytics adapter', () => {
  it('sends the §9 events with sitegroup, origin, user and the shifted timestamp', () => {
    const { calls, analytics } = setup();
    analytics.track('pageview', { path: '/gamehall' });
    expect(calls).toEqual([
      {
        path: '/api/events/handle',
        params: {
          event_name: 'pageview',
          event_params: {
            path: '/gamehall',
            user_id: null,
            sitegroup: 'croupier-demo',
            origin: 'https://casino.example',
            timestamp: '2026-06-01T15:00:00.000+03:00',
          },
        },
      },
    ]);
  });

  it('identifies after login or registration and anonymizes after logout', () => {
    const { calls, analytics } = setup();
    analytics.identify(42);
    analytics.track('make_deposit', { amount: 50, currency: 'USD' });
    analytics.anonymize();
    analytics.track('pageview', { path: '/' });
    expect(
      calls.map((c) => [
        c.params.event_name,
        (c.params.event_params as { user_id: unknown }).user_id,
      ]),
    ).toEqual([
      ['identify', 42],
      ['make_deposit', 42],
      ['anonymize', 42],
      ['pageview', null],
    ]);
  });

  it('flattens parameters events.handle cannot store as they are', () => {
    const { calls, analytics } = setup();
    analytics.track('error', {
      code: 'UserBannedException',
      detail: { a: 1 },
      none: undefined,
      nan: Number.NaN,
    });
    expect(calls[0]!.params.event_params).toMatchObject({
      code: 'UserBannedException',
      detail: '{"a":1}',
      none: null,
      nan: null,
    });
  });
});
