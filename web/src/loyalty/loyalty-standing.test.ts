import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { levelPoints, levelStanding, questPercent } from './loyalty-standing.ts';

type Level = contract.loyalty.Level;

const level = (id: number, name: string, points: number, flags: Partial<Level> = {}): Level => ({
  id,
  name,
  points,
  image: null,
  is_reached: false,
  is_current: false,
  ...flags,
});

// Demo thresholds of the reference server: Bronze 0, Silver 100, Gold 500.
const LEVELS = [level(3, 'Gold', 500), level(1, 'Bronze', 0), level(2, 'Silver', 100)];

describe('level standing: levels are reached by lifetime points', () => {
  it('is the share of the way from the current threshold to the next', () => {
    const standing = levelStanding(LEVELS, 300);
    expect(standing.current?.name).toBe('Silver');
    expect(standing.next?.name).toBe('Gold');
    expect(standing.percent).toBe(50);
    expect(standing.toNext).toBe(200);
  });

  it('follows the level the server marks current', () => {
    const marked = LEVELS.map((l) => (l.name === 'Bronze' ? { ...l, is_current: true } : l));
    const standing = levelStanding(marked, 40);
    expect(standing.current?.name).toBe('Bronze');
    expect(standing.next?.name).toBe('Silver');
    expect(standing.percent).toBe(40);
  });

  it('is full at the top level, with nothing left to earn', () => {
    expect(levelStanding(LEVELS, 900)).toMatchObject({ next: null, percent: 100, toNext: 0 });
    expect(levelStanding(LEVELS, 900).current?.name).toBe('Gold');
  });

  it('has no level without levels', () => {
    expect(levelStanding([], 10)).toEqual({ current: null, next: null, percent: 0, toNext: 0 });
  });

  it('measures by earned points when the backend sends them (spending never demotes)', () => {
    expect(levelPoints({ points: 20, earned_points: 120 })).toBe(120);
    expect(levelPoints({ points: 20 })).toBe(20);
  });
});

describe('quest progress: percent from current count, minimum and maximum (max defaults to 100)', () => {
  it('is the share between min and max', () => {
    expect(questPercent({ is_completed: false, progress: { current: 3, min: 0, max: 10 } })).toBe(
      30,
    );
    expect(questPercent({ is_completed: false, progress: { current: 25, min: 0 } })).toBe(25);
  });

  it('is 100 once completed and 0 without progress', () => {
    expect(questPercent({ is_completed: true, progress: { current: 1, min: 0, max: 10 } })).toBe(
      100,
    );
    expect(questPercent({ is_completed: false, progress: null })).toBe(0);
  });
});
