import { describe, expect, it } from 'vitest';
import { externalReferrer, hitUrl } from './hit-url.ts';

/** The track id a hit carries for `raw` (null: the hit carries none). */
const trackIdSent = (raw: string | null) => {
  const url = hitUrl({ trackId: raw, seonSession: 's' });
  return new URLSearchParams(url!.split('?')[1]).get('track_id');
};

describe('hit URL (§7 hit tracking)', () => {
  it('keeps a td_ track id in the form the server splits off, converting td- and TD_', () => {
    expect(trackIdSent('td_a1b2c3')).toBe('td_a1b2c3');
    expect(trackIdSent(' TD_a1b2c3 ')).toBe('td_a1b2c3');
    expect(trackIdSent('td-a1b2c3')).toBe('td_a1b2c3');
    expect(trackIdSent('campaign-7')).toBe('campaign-7');
    expect(trackIdSent('td_')).toBe('td_');
    expect(trackIdSent('  ')).toBeNull();
    expect(trackIdSent(null)).toBeNull();
  });

  it('carries referer, track_id and seon_session, and nothing when empty', () => {
    const url = hitUrl({ referer: 'https://partner.example/p?a=1', trackId: 'td-xyz' });
    expect(url).not.toBeNull();
    const query = new URLSearchParams(url!.split('?')[1]);
    expect(url!.startsWith('/hit?')).toBe(true);
    expect(query.get('referer')).toBe('https://partner.example/p?a=1');
    expect(query.get('track_id')).toBe('td_xyz');
    expect(query.has('seon_session')).toBe(false);
    expect(hitUrl({ seonSession: 'abc' })).toBe('/hit?seon_session=abc');
    expect(hitUrl({ referer: '', trackId: null })).toBeNull();
  });

  it('reports another site as referrer, never our own pages', () => {
    const origin = 'https://casino.example';
    expect(externalReferrer('https://partner.example/x', origin)).toBe('https://partner.example/x');
    expect(externalReferrer('https://casino.example/promotions', origin)).toBeNull();
    expect(externalReferrer('', origin)).toBeNull();
    expect(externalReferrer('not a url', origin)).toBeNull();
  });
});
