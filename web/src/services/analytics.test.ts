import { describe, expect, it, vi } from 'vitest';
import { deferredAnalytics, type Analytics } from './analytics.ts';

function recorder() {
  const calls: string[] = [];
  const target: Analytics = {
    identify: (id) => calls.push(`identify ${id}`),
    anonymize: () => calls.push('anonymize'),
    track: (event, params) => calls.push(`${event} ${JSON.stringify(params ?? {})}`),
  };
  return { calls, target };
}

describe('deferred analytics', () => {
  it('loads the adapter once on the first call and replays calls in order', async () => {
    const { calls, target } = recorder();
    const load = vi.fn(() => Promise.resolve(target));
    const analytics = deferredAnalytics(load, vi.fn());
    analytics.track('pageview', { path: '/' });
    analytics.identify(7);
    expect(calls).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    analytics.anonymize();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['pageview {"path":"/"}', 'identify 7', 'anonymize']);
  });

  it('logs a failed load and an adapter that throws, never the caller', async () => {
    const log = vi.fn();
    const failing = deferredAnalytics(() => Promise.reject(new Error('offline')), log);
    expect(() => failing.track('login')).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toHaveBeenCalledWith(new Error('offline'));
    const throwing = deferredAnalytics(
      () =>
        Promise.resolve({
          identify: () => {
            throw new Error('boom');
          },
          anonymize: () => {},
          track: () => {},
        }),
      log,
    );
    throwing.identify(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toHaveBeenCalledWith(new Error('boom'));
  });
});
