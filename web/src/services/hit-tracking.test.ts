import { createMemoryStorage, globalTimers } from '@croupier/core/state';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHitTracking, type HitTrackingDeps } from './hit-tracking.ts';
import { rememberTrackingParams } from './tracking-params.ts';

/** The stored tracking parameters outlive a deploy: the key is pinned by value. */
const TRACKING_STORAGE_KEY = 'croupier.tracking';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deps(overrides: Partial<HitTrackingDeps> = {}) {
  const sent: string[] = [];
  const value: HitTrackingDeps = {
    send: (url) => sent.push(url),
    timers: globalTimers,
    origin: 'https://casino.example',
    referrer: 'https://partner.example/landing',
    search: '?track_id=td_a1b2c3&goal_id=9&utm_source=x',
    sessionStorage: createMemoryStorage(),
    fraudCheckEnabled: () => true,
    fraudSession: () => 'device-session',
    ...overrides,
  };
  return { value, sent };
}

describe('tracking query keys (§3)', () => {
  it('reads only the tracked keys', () => {
    const storage = createMemoryStorage();
    expect(
      rememberTrackingParams('?track_id=7&link_id=3&show_popup_reg=1&foo=bar&goal_id=', storage),
    ).toEqual({
      track_id: '7',
      link_id: '3',
      show_popup_reg: '1',
    });
  });

  it('keeps them for the session; a later link overrides', () => {
    const storage = createMemoryStorage();
    rememberTrackingParams('?track_id=first&publisher_id=p1', storage);
    expect(rememberTrackingParams('?goal_id=g', storage)).toEqual({
      track_id: 'first',
      publisher_id: 'p1',
      goal_id: 'g',
    });
    expect(rememberTrackingParams('?track_id=second', storage).track_id).toBe('second');
    storage.setItem(TRACKING_STORAGE_KEY, 'not json');
    expect(rememberTrackingParams('', storage)).toEqual({});
  });
});

describe('hit tracking at start', () => {
  it('sends the start hit with referer and track id, and the fraud-check hit 3 s later', () => {
    const { value, sent } = deps();
    startHitTracking(value);
    expect(sent).toHaveLength(1);
    const start = new URLSearchParams(sent[0]!.split('?')[1]);
    expect(start.get('track_id')).toBe('td_a1b2c3');
    expect(start.get('referer')).toBe('https://partner.example/landing');
    vi.advanceTimersByTime(2999);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([sent[0], '/hit?seon_session=device-session']);
  });

  it('uses the track id kept from an earlier page of the session', () => {
    const storage = createMemoryStorage();
    rememberTrackingParams('?track_id=td-kept', storage);
    const { value, sent } = deps({ search: '', referrer: '', sessionStorage: storage });
    startHitTracking(value);
    expect(sent[0]).toBe('/hit?track_id=td_kept');
  });

  it('sends no fraud-check hit when the operator runs no fraud check, nothing without data', () => {
    const { value, sent } = deps({ fraudCheckEnabled: () => false, search: '', referrer: '' });
    startHitTracking(value);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
  });
});
