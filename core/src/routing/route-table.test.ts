import { describe, expect, it } from 'vitest';
import { pathRequiresAuth } from './guards.ts';
import {
  ROUTES,
  SYSTEM_PAGES,
  isRouteNamed,
  routeByName,
  routePath,
  systemPage,
} from './route-table.ts';

const byName = (name: string) => {
  const route = routeByName(name);
  if (!route) throw new Error(`missing route ${name}`);
  return route;
};

describe('route table (§2.2)', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it("carries the spec's named routes", () => {
    for (const name of [
      'game-index-item',
      'cashier-index-deposit-index-sysname',
      'cashier-index-deposit',
      'slug',
      'betting',
      'game-index-sysname',
      'game-sysname',
    ]) {
      expect(routeByName(name), name).not.toBeNull();
    }
    expect(byName('cashier-index-deposit-index-sysname').path).toBe('/cashier/deposit/:sysname');
    expect(byName('game-sysname').path).toBe('/game/:sysname');
    expect(byName('slug').path).toBe('/:slug');
  });

  it('guards exactly the paths containing bets, cashier, profile or responsible-game', () => {
    for (const route of ROUTES) {
      expect(route.guard !== null, route.path).toBe(pathRequiresAuth(route.path));
    }
    expect(byName('cashier-index-deposit').guard).toBe('authenticated');
    expect(byName('responsible-game').guard).toBe('authenticated');
    expect(byName('bets').guard).toBe('authenticated');
    expect(byName('offers').guard).toBeNull();
  });

  it('layouts: forms empty, /_icons svg-sprite, the rest default', () => {
    expect(byName('forms-sign_in').layout).toBe('empty');
    expect(byName('forms-sign_up').layout).toBe('empty');
    expect(byName('_icons').layout).toBe('svg-sprite');
    const others = ROUTES.filter(
      (r) => !['forms-sign_in', 'forms-sign_up', '_icons'].includes(r.name),
    );
    expect(new Set(others.map((r) => r.layout))).toEqual(new Set(['default']));
  });

  it('flags /game/{sysname} as the game page and hides the chat badge on betting and game pages', () => {
    expect(ROUTES.filter((r) => r.flags.gamePage).map((r) => r.name)).toEqual(['game-sysname']);
    expect(
      ROUTES.filter((r) => r.flags.hideChatBadge)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['betting', 'game-sysname']);
    expect(byName('game-index-sysname').flags.hideChatBadge).toBe(true);
  });

  it('redirects /cashier, /profile and /gamehall/{id} within the table', () => {
    expect(byName('cashier-index').redirect).toEqual({ to: 'cashier-index-deposit' });
    expect(byName('profile-index').redirect).toEqual({ to: 'profile-index-settings' });
    expect(byName('gamehall-id').redirect).toEqual({ to: 'gamehall', query: { category: ':id' } });
    expect(ROUTES.filter((r) => r.redirect).length).toBe(3);
  });

  it('marks /responsible-game and /bets/* as placeholders without a page', () => {
    expect(ROUTES.filter((r) => r.placeholder).map((r) => r.path)).toEqual([
      '/responsible-game',
      '/bets/*',
    ]);
  });

  it('has SEO templates for deposit, offers, jackpots, game, tournaments and the tournament game hall', () => {
    expect(byName('cashier-index-deposit-index-sysname').seo).toBe('deposit');
    expect(byName('offers-id').seo).toBe('offers');
    expect(byName('jackpots-id').seo).toBe('jackpots');
    expect(byName('game-sysname').seo).toBe('game');
    expect(byName('tournaments-id').seo).toBe('tournaments');
    expect(byName('tournaments-id-gamehall').seo).toBe('tournament-gamehall');
    expect(new Set(ROUTES.map((r) => r.seo))).toEqual(
      new Set([
        null,
        'deposit',
        'offers',
        'jackpots',
        'game',
        'tournaments',
        'tournament-gamehall',
      ]),
    );
  });

  it('has the system pages; forbidden and maintenance use the empty layout', () => {
    expect(SYSTEM_PAGES.map((p) => p.name)).toEqual([
      'not-found',
      'forbidden',
      'user-blocked',
      'maintenance',
      'errors',
    ]);
    expect(systemPage('forbidden')).toMatchObject({ layout: 'empty', statusCode: 403 });
    expect(systemPage('maintenance')).toMatchObject({ layout: 'empty', statusCode: 503 });
    expect(systemPage('not-found')).toMatchObject({ layout: 'default', statusCode: 404 });
    expect(systemPage('user-blocked').layout).toBe('default');
  });
});

describe('route names with a ___{locale} suffix (§2.1)', () => {
  it('strips the suffix before comparison', () => {
    expect(routeByName('cashier-index-deposit___ru')?.name).toBe('cashier-index-deposit');
    expect(isRouteNamed('betting___pt-BR', 'betting')).toBe(true);
    expect(isRouteNamed('game-index-sysname___ru', 'game-sysname')).toBe(true);
    expect(isRouteNamed('cashier-index-deposit___ru', 'cashier-index-deposit-index-sysname')).toBe(
      false,
    );
    expect(isRouteNamed('forms-sign_in', 'forms-sign_up')).toBe(false);
  });
});

describe('routePath', () => {
  it('fills and encodes params', () => {
    expect(routePath('cashier-index-deposit-index-sysname', { sysname: 'visa' })).toBe(
      '/cashier/deposit/visa',
    );
    expect(routePath('index')).toBe('/');
    expect(routePath('game-sysname', { sysname: 'a b' })).toBe('/game/a%20b');
  });
  it('throws on an unknown route or a missing param', () => {
    expect(() => routePath('nope')).toThrow(TypeError);
    expect(() => routePath('offers-id')).toThrow(/needs param id/);
  });
});
