/**
 * `/en/...` (the default locale with its prefix) answers 301 to the unprefixed page, query
 * kept (issue 17: it answered 404), and never to another site.
 */
import { describe, expect, it } from 'vitest';
import { defaultLocaleRedirect } from '../src/routes/default-locale-redirect.ts';
import { rawGet, rawRequest, useTestServer } from './helpers.ts';

describe('defaultLocaleRedirect', () => {
  it('strips the default locale, keeping query and hash', () => {
    expect(defaultLocaleRedirect('/en')).toBe('/');
    expect(defaultLocaleRedirect('/en/')).toBe('/');
    expect(defaultLocaleRedirect('/en?x=1')).toBe('/?x=1');
    expect(defaultLocaleRedirect('/en/gamehall?category=slots&q=a%20b')).toBe(
      '/gamehall?category=slots&q=a%20b',
    );
    expect(defaultLocaleRedirect('/en/promotions#top')).toBe('/promotions#top');
  });

  it('leaves other paths alone', () => {
    for (const url of ['/', '/ru/gamehall', '/english', '/enx/a', '/gamehall/en', '/pt'])
      expect(defaultLocaleRedirect(url)).toBeNull();
  });

  it('never leaves the site', () => {
    expect(defaultLocaleRedirect('/en//evil.test/x')).toBe('/evil.test/x');
    expect(defaultLocaleRedirect('/en/\\evil.test')).toBe('/evil.test');
    expect(defaultLocaleRedirect('/en/\\/evil.test?a=1')).toBe('/evil.test?a=1');
  });
});

describe('GET /en/...', () => {
  const server = useTestServer({ seedGames: 0 });

  it('answers 301 to the unprefixed page with its query', async () => {
    const res = await rawGet(server.url, '/en/gamehall?category=slots');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/gamehall?category=slots');
    const root = await rawGet(server.url, '/en');
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe('/');
    const sneaky = await rawGet(server.url, '/en//evil.test');
    expect(sneaky.status).toBe(301);
    expect(sneaky.headers.location).toBe('/evil.test');
  });

  it('leaves the API, other locales and other methods alone', async () => {
    expect((await rawGet(server.url, '/ru/gamehall')).status).not.toBe(301);
    const post = await rawRequest(server.url, 'POST', '/en/gamehall', {
      'content-type': 'application/json',
    });
    expect(post.status).not.toBe(301);
    expect(post.status).toBeLessThan(500);
  });
});
