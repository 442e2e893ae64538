import { describe, expect, it } from 'vitest';
import type { LocaleConfig } from './locale-prefix.ts';
import { applyRedirects } from './redirects.ts';
import type { ConfiguredRedirect } from './redirects.ts';

const origin = 'https://casino.example';
const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru'] };
const options = { origin, config };

const redirects: ConfiguredRedirect[] = [
  { from_url: '/old-promo', to_url: '/promotions/summer' },
  { from_url: '/slots/*', to_url: '/gamehall?category=slots' },
  { from_url: '/games/*', to_url: '/game/*' },
  { from_url: '/partner', to_url: 'https://partner.example/landing?ref=casino#join' },
  { from_url: '/evil', to_url: 'javascript:alert(1)' },
  { from_url: '/loop', to_url: '/loop' },
  { from_url: `${origin}/absolute-from`, to_url: `${origin}/offers` },
];

describe('configured redirects (§2.1)', () => {
  it('applies an exact from_url and keeps query and hash', () => {
    expect(
      applyRedirects(
        redirects,
        { pathname: '/old-promo', search: '?track_id=7', hash: '#t' },
        options,
      ),
    ).toEqual({ external: false, to: '/promotions/summer?track_id=7#t' });
  });

  it('matches a * wildcard', () => {
    expect(applyRedirects(redirects, { pathname: '/slots/any/depth' }, options)).toEqual({
      external: false,
      to: '/gamehall?category=slots',
    });
    expect(applyRedirects(redirects, { pathname: '/slots' }, options)).toBeNull();
  });

  it('carries the wildcard text into a * in to_url', () => {
    expect(applyRedirects(redirects, { pathname: '/games/book-of-ra' }, options)).toEqual({
      external: false,
      to: '/game/book-of-ra',
    });
  });

  it("merges queries: to_url's own values win, the visitor's other keys are kept", () => {
    expect(
      applyRedirects(
        redirects,
        { pathname: '/slots/x', search: 'category=live&track_id=1' },
        options,
      ),
    ).toEqual({ external: false, to: '/gamehall?category=slots&track_id=1' });
  });

  it("goes to an external to_url with the visitor's query merged and hash kept", () => {
    expect(
      applyRedirects(redirects, { pathname: '/partner', search: '?utm=x', hash: '#h' }, options),
    ).toEqual({ external: true, url: 'https://partner.example/landing?ref=casino&utm=x#h' });
    expect(applyRedirects(redirects, { pathname: '/partner' }, options)).toEqual({
      external: true,
      url: 'https://partner.example/landing?ref=casino#join',
    });
  });

  it('a locale-prefixed path matches and the internal target keeps the locale', () => {
    expect(applyRedirects(redirects, { pathname: '/ru/old-promo/' }, options)).toEqual({
      external: false,
      to: '/ru/promotions/summer',
    });
  });

  it('accepts from_url and to_url written as absolute URLs on our origin', () => {
    expect(applyRedirects(redirects, { pathname: '/absolute-from' }, options)).toEqual({
      external: false,
      to: '/offers',
    });
  });

  it('ignores script targets, self-loops and non-matching paths', () => {
    expect(applyRedirects(redirects, { pathname: '/evil' }, options)).toBeNull();
    expect(applyRedirects(redirects, { pathname: '/loop' }, options)).toBeNull();
    expect(applyRedirects(redirects, { pathname: '/offers' }, options)).toBeNull();
  });

  it('tries exact rules before wildcard rules and treats regex characters literally', () => {
    const rules: ConfiguredRedirect[] = [
      { from_url: '/a/*', to_url: '/wild' },
      { from_url: '/a/b', to_url: '/exact' },
      { from_url: '/x.y', to_url: '/dot' },
    ];
    expect(applyRedirects(rules, { pathname: '/a/b' }, options)).toEqual({
      external: false,
      to: '/exact',
    });
    expect(applyRedirects(rules, { pathname: '/xzy' }, options)).toBeNull();
    expect(applyRedirects(rules, { pathname: '/x.y' }, options)).toEqual({
      external: false,
      to: '/dot',
    });
  });
});
