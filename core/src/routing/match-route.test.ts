import { describe, expect, it } from 'vitest';
import { RouteValidationError } from '../errors.ts';
import type { LocaleConfig } from './locale-prefix.ts';
import { matchRoute, routeRedirectTarget } from './match-route.ts';
import { ROUTES } from './route-table.ts';

const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru', 'pt-BR'] };

/** Every path of the §2.2 table, with a concrete example and the route it must reach. */
const SPEC_PATHS: [string, string, Record<string, string>][] = [
  ['/', 'index', {}],
  ['/about-us', 'slug', { slug: 'about-us' }],
  ['/offers', 'offers', {}],
  ['/offers/42', 'offers-id', { id: '42' }],
  ['/betting', 'betting', {}],
  ['/cashier', 'cashier-index', {}],
  ['/cashier/wallet', 'cashier-index-wallet', {}],
  ['/cashier/billing', 'cashier-index-billing', {}],
  ['/cashier/deposit', 'cashier-index-deposit', {}],
  ['/cashier/deposit/visa_card', 'cashier-index-deposit-index-sysname', { sysname: 'visa_card' }],
  ['/cashier/history', 'cashier-index-history', {}],
  ['/cashier/payfail', 'cashier-index-payfail', {}],
  ['/cashier/payfail/tx-1001', 'cashier-index-payfail-transaction', { transaction: 'tx-1001' }],
  ['/cashier/receipt', 'cashier-index-receipt', {}],
  ['/cashier/withdraw', 'cashier-index-withdraw', {}],
  ['/cashier/paycancel', 'cashier-index-paycancel', {}],
  ['/cashier/paymobile', 'cashier-index-paymobile', {}],
  ['/cashier/paypending', 'cashier-index-paypending', {}],
  ['/cashier/paypending/77', 'cashier-index-paypending-transaction', { transaction: '77' }],
  ['/cashier/paysuccess', 'cashier-index-paysuccess', {}],
  ['/cashier/paysuccess/77', 'cashier-index-paysuccess-transaction', { transaction: '77' }],
  ['/cashier/paynewwindow', 'cashier-index-paynewwindow', {}],
  ['/loyalty', 'loyalty', {}],
  ['/loyalty/shop', 'loyalty-shop', {}],
  ['/loyalty/gold', 'loyalty-sysname', { sysname: 'gold' }],
  ['/profile', 'profile-index', {}],
  ['/profile/bets', 'profile-index-bets', {}],
  ['/profile/bonuses', 'profile-index-bonuses', {}],
  ['/profile/loyalty', 'profile-index-loyalty', {}],
  ['/profile/cashback', 'profile-index-cashback', {}],
  ['/profile/security', 'profile-index-security', {}],
  ['/profile/settings', 'profile-index-settings', {}],
  ['/profile/notification', 'profile-index-notification', {}],
  ['/profile/verification', 'profile-index-verification', {}],
  ['/profile/responsible-game', 'profile-index-responsible-game', {}],
  ['/support', 'support', {}],
  ['/winners', 'winners', {}],
  ['/gamehall', 'gamehall', {}],
  ['/gamehall/slots', 'gamehall-id', { id: 'slots' }],
  ['/jackpots', 'jackpots', {}],
  ['/jackpots/3', 'jackpots-id', { id: '3' }],
  ['/providers', 'providers', {}],
  ['/promotions', 'promotions', {}],
  ['/promotions/summer-drop', 'promotions-id', { id: 'summer-drop' }],
  ['/tournaments', 'tournaments', {}],
  ['/tournaments/9', 'tournaments-id', { id: '9' }],
  ['/tournaments/9/gamehall', 'tournaments-id-gamehall', { id: '9' }],
  ['/unsubscribe', 'unsubscribe', {}],
  ['/confirmation', 'confirmation', {}],
  ['/confirmation/success', 'confirmation-success', {}],
  ['/forms/sign_in', 'forms-sign_in', {}],
  ['/forms/sign_up', 'forms-sign_up', {}],
  ['/game/book-of-ra', 'game-sysname', { sysname: 'book-of-ra' }],
  ['/_icons', '_icons', {}],
  ['/responsible-game', 'responsible-game', {}],
  ['/bets/open', 'bets', {}],
  ['/bets/history/2024', 'bets', {}],
];

describe('every §2.2 path matches its route', () => {
  it.each(SPEC_PATHS)('%s → %s (no prefix: default locale)', (path, name, params) => {
    const match = matchRoute(path, config);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
    expect(match?.locale).toBe('en');
    expect(match?.prefixed).toBe(false);
  });

  it.each(SPEC_PATHS)('/ru%s → %s (with {rootLocale})', (path, name, params) => {
    const match = matchRoute(path === '/' ? '/ru' : `/ru${path}`, config);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
    expect(match?.locale).toBe('ru');
    expect(match?.prefixed).toBe(true);
  });

  it.each(SPEC_PATHS)('the default locale is never a prefix: /en%s is not a route', (path) => {
    expect(matchRoute(path === '/' ? '/en' : `/en${path}`, config)).toBeNull();
  });

  it('covers every route of the table', () => {
    const covered = new Set(SPEC_PATHS.map(([, name]) => name));
    expect(ROUTES.map((r) => r.name).filter((n) => !covered.has(n))).toEqual([]);
  });

  it('handles locales with a region and a trailing slash, ignoring query and hash', () => {
    expect(matchRoute('/pt-BR/cashier/deposit/', config)?.route.name).toBe('cashier-index-deposit');
    expect(matchRoute('/pt-BR/', config)?.route.name).toBe('index');
    expect(matchRoute('/game/x?mode=demo#real', config)?.params).toEqual({ sysname: 'x' });
  });
});

describe('/{slug} does not swallow real routes', () => {
  it.each(['/offers', '/betting', '/support', '/winners', '/gamehall', '/_icons', '/cashier'])(
    '%s is its own route',
    (path) => {
      expect(matchRoute(path, config)?.route.name).not.toBe('slug');
    },
  );
  it('a locale code alone is the index in that locale, not a content page', () => {
    expect(matchRoute('/ru', config)?.route.name).toBe('index');
    expect(matchRoute('/ru/ru', config)).toBeNull();
  });
  it('the first segment of a real route is reserved even where no route exists', () => {
    expect(matchRoute('/game', config)).toBeNull();
    expect(matchRoute('/forms', config)).toBeNull();
    expect(matchRoute('/api', config)).toBeNull();
  });
  it('static segments beat params (/loyalty/shop is the shop, not a program sysname)', () => {
    expect(matchRoute('/loyalty/shop', config)?.route.name).toBe('loyalty-shop');
  });
});

describe('unknown routes and validation failures (§2.1)', () => {
  it('an unknown route gives null (the 404 page)', () => {
    expect(matchRoute('/no/such/page', config)).toBeNull();
    expect(matchRoute('/offers/1/extra', config)).toBeNull();
    expect(matchRoute('//offers', config)).toBeNull();
    expect(matchRoute('offers', config)).toBeNull();
  });

  it.each([
    '/offers/abc',
    '/tournaments/x1/gamehall',
    '/jackpots/-1',
    '/game/bad%20name',
    '/cashier/deposit/..',
    '/loyalty/%E0%A4%A',
    '/bad.php',
  ])('%s fails validation: fatal 404 "Page Not Found" plus the path', (path) => {
    let error: unknown;
    try {
      matchRoute(path, config);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RouteValidationError);
    expect((error as RouteValidationError).statusCode).toBe(404);
    expect((error as RouteValidationError).message).toBe(`Page Not Found: ${path}`);
    expect((error as RouteValidationError).path).toBe(path);
  });
});

describe('redirects within the table', () => {
  const target = (path: string, search = '', hash = '') => {
    const match = matchRoute(path, config);
    if (!match) throw new Error(`no match for ${path}`);
    return routeRedirectTarget(match, config, search, hash);
  };
  it('/cashier redirects to /cashier/deposit', () => {
    expect(target('/cashier')).toBe('/cashier/deposit');
    expect(target('/ru/cashier', '?a=1', '#x')).toBe('/ru/cashier/deposit?a=1#x');
  });
  it('/profile redirects to /profile/settings', () => {
    expect(target('/profile')).toBe('/profile/settings');
  });
  it('/gamehall/{id} redirects to a category filter, keeping the rest of the query', () => {
    expect(target('/gamehall/live-casino')).toBe('/gamehall?category=live-casino');
    expect(target('/ru/gamehall/slots', '?category=old&track_id=5')).toBe(
      '/ru/gamehall?category=slots&track_id=5',
    );
  });
  it('other routes do not redirect', () => {
    expect(target('/cashier/deposit')).toBeNull();
  });
});
