import { describe, expect, it } from 'vitest';
import { inOrderOf, recentlyPlayed } from './recently-played.ts';

const round = (sysname: string) => ({ game: { sysname, name: sysname } });

describe('continue playing (the games of the latest rounds)', () => {
  it('lists each game once, most recent first, up to the limit', () => {
    const rounds = ['a', 'b', 'a', 'c', 'b', 'd'].map(round);
    expect(recentlyPlayed(rounds, 10)).toEqual(['a', 'b', 'c', 'd']);
    expect(recentlyPlayed(rounds, 2)).toEqual(['a', 'b']);
    expect(recentlyPlayed([], 5)).toEqual([]);
  });

  it('puts games back in the wanted order and drops the ones not asked for', () => {
    const games = [{ sysname: 'c' }, { sysname: 'a' }, { sysname: 'x' }];
    expect(inOrderOf(games, ['a', 'b', 'c'])).toEqual([{ sysname: 'a' }, { sysname: 'c' }]);
  });
});
