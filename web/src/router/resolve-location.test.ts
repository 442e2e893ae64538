import { RouteValidationError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { resolveLocation, type ResolveInput } from './resolve-location.ts';

const config = { defaultLocale: 'en', locales: ['en', 'ru', 'pt'] };
const player = { uid: 7 };
const guest = { uid: 0 };

function resolve(address: string, extra: Partial<ResolveInput> = {}) {
  const [rest = '', hash = ''] = address.split('#');
  const [pathname = '/', search = ''] = rest.split('?');
  return resolveLocation({
    location: { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' },
    config,
    user: guest,
    redirects: [],
    origin: 'https://casino.test',
    ...extra,
  });
}

describe('resolveLocation (spec §2.1)', () => {
  it('every route exists with and without the locale prefix', () => {
    const plain = resolve('/offers');
    const prefixed = resolve('/ru/offers');
    expect(plain).toMatchObject({ kind: 'route', match: { locale: 'en', prefixed: false } });
    expect(prefixed).toMatchObject({ kind: 'route', match: { locale: 'ru', prefixed: true } });
    expect(plain.kind === 'route' && plain.match.route.name).toBe('offers');
    expect(prefixed.kind === 'route' && prefixed.match.route.name).toBe('offers');
  });

  it('the default locale is never prefixed: /en/offers goes to /offers, query and hash kept', () => {
    expect(resolve('/en/offers?x=1#top')).toEqual({ kind: 'redirect', to: '/offers?x=1#top' });
    expect(resolve('/en')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolve('/en//evil.test')).toEqual({ kind: 'redirect', to: '/evil.test' });
  });

  it('unknown routes give the 404 page in the address locale', () => {
    expect(resolve('/ru/no/such/page')).toEqual({ kind: 'not-found', locale: 'ru' });
  });

  it('a guest on a guarded path goes to the index with the encoded redirectUrl', () => {
    expect(resolve('/cashier/deposit/card?amount=50')).toEqual({
      kind: 'redirect',
      to: '/?redirectUrl=%2Fcashier%2Fdeposit%2Fcard%3Famount%3D50',
    });
    expect(resolve('/ru/profile/settings')).toEqual({
      kind: 'redirect',
      to: '/ru?redirectUrl=%2Fru%2Fprofile%2Fsettings',
    });
  });

  it('table redirects: /cashier goes to /cashier/deposit, keeping the locale and query', () => {
    expect(resolve('/ru/cashier?from=menu', { user: player })).toEqual({
      kind: 'redirect',
      to: '/ru/cashier/deposit?from=menu',
    });
    expect(resolve('/profile', { user: player })).toEqual({
      kind: 'redirect',
      to: '/profile/settings',
    });
  });

  it('configured redirects apply first and keep query and hash', () => {
    const redirects = [
      { from_url: '/casino', to_url: '/gamehall' },
      { from_url: '/sports/*', to_url: 'https://partner.example/bet' },
    ];
    expect(resolve('/casino?x=1#top', { redirects })).toEqual({
      kind: 'redirect',
      to: '/gamehall?x=1#top',
    });
    expect(resolve('/sports/football', { redirects })).toEqual({
      kind: 'leave',
      url: 'https://partner.example/bet',
    });
  });

  it('a route validation failure is fatal (404 Page Not Found with the path)', () => {
    const result = resolve('/game/bad$name');
    expect(result.kind).toBe('fatal');
    expect(result.kind === 'fatal' && result.error).toBeInstanceOf(RouteValidationError);
    expect(result.kind === 'fatal' && result.error.message).toBe('Page Not Found: /game/bad$name');
  });

  it('placeholder routes have no page', () => {
    expect(resolve('/bets/history', { user: player })).toEqual({ kind: 'not-found', locale: 'en' });
  });

  it('a messenger mini-app entry goes to the mini-app build', () => {
    expect(resolve('/?a=1#tgWebAppData=xyz')).toEqual({
      kind: 'leave',
      url: '/miniapp/?a=1#tgWebAppData=xyz',
    });
  });
});
