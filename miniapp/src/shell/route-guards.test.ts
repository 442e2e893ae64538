import { describe, expect, it } from 'vitest';
import { routeGuards } from './route-guards.ts';

describe('routeGuards', () => {
  it('asks before closing and stops swipes on a game, the sportsbook or the cashier', () => {
    for (const path of [
      '/game/book',
      '/cashier/deposit',
      '/cashier',
      '/game/x?mode=demo',
      '/betting',
    ]) {
      expect(routeGuards(path)).toEqual({ confirmClosing: true, verticalSwipes: false });
    }
  });

  it('restores both elsewhere', () => {
    for (const path of ['/', '/gamehall', '/profile/settings', '/games-info', '/bettingtips']) {
      expect(routeGuards(path)).toEqual({ confirmClosing: false, verticalSwipes: true });
    }
  });
});
