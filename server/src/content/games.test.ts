import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../db/schema/index.ts';
import { CATEGORIES } from './categories.ts';
import { generateGames, SPORTSBOOK_SYSNAME } from './games.ts';
import { PROVIDERS } from './providers.ts';

describe('demo catalogue', () => {
  const catalogue = generateGames(2000);

  it('is deterministic, and a bigger catalogue starts with the smaller one', () => {
    expect(generateGames(2000)).toEqual(catalogue);
    const big = generateGames(10_000);
    expect(big.slice(0, 2000)).toEqual(catalogue);
    expect(new Set(big.map((g) => g.sysname)).size).toBe(10_000);
    expect(new Set(big.map((g) => g.name)).size).toBe(10_000);
  });

  it('covers every game type, all 30 providers and every category', () => {
    expect(new Set(catalogue.map((g) => g.type))).toEqual(new Set(GAME_TYPES));
    expect(new Set(generateGames(7).map((g) => g.type))).toEqual(new Set(GAME_TYPES));
    expect(new Set(catalogue.map((g) => g.providerSysname)).size).toBe(PROVIDERS.length);
    for (const c of CATEGORIES) {
      expect(
        catalogue.some((g) => g.categories.includes(c.sysname)),
        c.sysname,
      ).toBe(true);
    }
    expect(catalogue.filter((g) => g.sysname === SPORTSBOOK_SYSNAME)).toHaveLength(1);
  });

  it('gives games plausible data', () => {
    for (const g of catalogue) {
      expect(g.sysname).toMatch(/^[a-z0-9_]+$/);
      expect(g.minBetMinor).toBeLessThan(g.maxBetMinor);
      if (g.rtp !== null) expect(Number(g.rtp)).toBeGreaterThanOrEqual(94);
      expect(g.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(catalogue.filter((g) => g.type === 'live').every((g) => !g.hasDemo)).toBe(true);
  });

  it('marks HOT about the top tenth by plays and NEW only recent releases (badges that mean something)', () => {
    const hot = catalogue.filter((g) => g.isPopular);
    expect(hot.length / catalogue.length).toBeGreaterThan(0.08);
    expect(hot.length / catalogue.length).toBeLessThan(0.12);
    // The featured order (priority) leans to the most played without being their ranking:
    // its first tenth holds more hot games than their share, but never mostly hot ones.
    const featured = [...catalogue].sort((a, b) => a.priority - b.priority).slice(0, 200);
    const hotShare = featured.filter((g) => g.isPopular).length / featured.length;
    expect(hotShare).toBeGreaterThan(0.12);
    expect(hotShare).toBeLessThan(0.5);
    const fresh = catalogue.filter((g) => g.isNew);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length / catalogue.length).toBeLessThan(0.1);
    expect(fresh.every((g) => g.releaseDate >= '2026-09-01')).toBe(true);
    expect(catalogue.filter((g) => !g.isNew).every((g) => g.releaseDate < '2026-09-01')).toBe(true);
  });
});
