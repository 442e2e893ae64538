import { describe, expect, it } from 'vitest';
import { createRng } from '../content/prng.ts';
import { BET_LEVELS_MINOR, PAYLINES, PAYS, REELS, ROWS, SYMBOLS } from './paytable.ts';

/** What the paytable's RTP must be, within ±0.5 percentage points. */
const TARGET_RTP = 0.96;
import { exactRtp } from './rtp.ts';
import {
  drawGrid,
  evaluateGrid,
  payLine,
  spinOutcome,
  winMinor,
  type Grid,
  type RandomInt,
} from './slot-engine.ts';

/**
 * RTP and hit rate (share of spins that win anything) over `spins` simulated spins: the exact
 * RTP cross-checked by playing.
 */
function simulateRtp(spins: number, randomInt: RandomInt): { rtp: number; hitRate: number } {
  let paid = 0;
  let hits = 0;
  for (let i = 0; i < spins; i++) {
    const { multiplier } = spinOutcome(randomInt);
    paid += multiplier;
    if (multiplier > 0) hits++;
  }
  return { rtp: paid / (spins * PAYLINES.length), hitRate: hits / spins };
}

const seeded = (seed: string) => {
  const rng = createRng(seed);
  return (max: number) => Math.floor(rng.next() * max);
};

describe('payLine', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel', () => {
    expect(payLine(['bell', 'bell', 'bell', 'lemon', 'bell'])).toEqual({
      symbol: 'bell',
      count: 3,
      multiplier: PAYS.bell[0],
    });
    expect(payLine(['seven', 'seven', 'seven', 'seven', 'seven'])).toMatchObject({
      count: 5,
      multiplier: PAYS.seven[2],
    });
    expect(payLine(['lemon', 'bell', 'bell', 'bell', 'bell'])).toBeNull();
    expect(payLine(['cherry', 'cherry', 'lemon', 'cherry', 'cherry'])).toBeNull();
  });

  it('lets the wild stand in for any symbol, and pay on its own when that pays more', () => {
    expect(payLine(['wild', 'bar', 'wild', 'bar', 'lemon'])).toMatchObject({
      symbol: 'bar',
      count: 4,
      multiplier: PAYS.bar[1],
    });
    expect(payLine(['wild', 'wild', 'wild', 'cherry', 'lemon'])).toMatchObject({
      symbol: 'wild',
      count: 3,
      multiplier: PAYS.wild[0],
    });
    expect(payLine(['wild', 'wild', 'wild', 'wild', 'wild'])).toMatchObject({
      symbol: 'wild',
      count: 5,
      multiplier: PAYS.wild[2],
    });
  });
});

describe('evaluateGrid', () => {
  it('adds up every paying line', () => {
    const grid: Grid = Array.from({ length: REELS }, () => ['cherry', 'lemon', 'grape']);
    const outcome = evaluateGrid(grid);
    // Rows 0, 1 and 2 straight across pay; every zig-zag line mixes symbols.
    expect(outcome.wins.map((w) => w.line).sort()).toEqual([0, 1, 2]);
    expect(outcome.multiplier).toBe(PAYS.cherry[2] + PAYS.lemon[2] + PAYS.grape[2]);
  });

  it('draws a 5 × 3 grid of known symbols', () => {
    const grid = drawGrid(seeded('grid'));
    expect(grid).toHaveLength(REELS);
    for (const reel of grid) {
      expect(reel).toHaveLength(ROWS);
      for (const s of reel) expect(SYMBOLS).toContain(s);
    }
  });
});

describe('money of a spin', () => {
  it('pays in whole minor units for every offered bet', () => {
    for (const bet of BET_LEVELS_MINOR) expect(bet % PAYLINES.length).toBe(0);
    expect(winMinor(100n, 15)).toBe(150n);
    expect(winMinor(10n, 7)).toBe(7n);
  });
});

describe('return to player', () => {
  it('is 96% ± 0.5 by exhaustive enumeration of every line outcome', () => {
    const { rtp, lineHitRate } = exactRtp();
    expect(Math.abs(rtp - TARGET_RTP)).toBeLessThan(0.005);
    expect(rtp.toFixed(4)).toBe('0.9619');
    expect(lineHitRate).toBeGreaterThan(0.05);
  });

  it('matches a 300,000-spin simulation with a seeded RNG within 1 point', () => {
    const { rtp, hitRate } = simulateRtp(300_000, seeded('croupier-rtp'));
    expect(Math.abs(rtp - exactRtp().rtp)).toBeLessThan(0.01);
    expect(hitRate).toBeGreaterThan(0.3);
  });
});
