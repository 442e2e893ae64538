import { describe, expect, it } from 'vitest';
import { UnsafeNavigationError } from '../errors.ts';
import {
  isHostAllowed,
  resolveNavigation,
  returnUrlFromQuery,
  safeInAppPath,
  sanitizeReturnUrl,
} from './safe-url.ts';

const origin = 'https://casino.example';

const HOSTILE = [
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil',
  '\\/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%2fevil.com',
  '/%5Cevil.com',
  '/%5cevil.com',
  '%252F%252Fevil.com',
  '/%252F%252Fevil.com',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  ' /cashier',
  ' //evil.com',
  '\t//evil.com',
  '\n/cashier',
  '\u0000/cashier',
  '\u00A0//evil.com',
  '\uFEFF/cashier',
  '/%09/evil.com',
  'java\tscript:alert(1)',
  '/\t/evil.com',
  'https:evil.com',
  'https:/evil.com',
  'http:\\\\evil.com',
  'https://evil.com',
  'https://evil.com/cashier',
  'http://casino.example/cashier',
  'https://casino.example.evil.com/',
  'https://casino.example@evil.com/',
  'https://user:pw@casino.example/',
  'https://casino.example//evil.com',
  'https://casino.example\\@evil.com',
  'ftp://casino.example/',
  'evil.com',
  'cashier/deposit',
  '/%E0%A4%A',
  '',
];

/** Dot segments and encodings that URL normalisation (or a later decoding) turns into `//host`. */
const DOT_SEGMENT_HOSTILE = [
  '/.//evil.test',
  '/a/..//evil.test',
  '/a/./..//evil.test?x=1#h',
  '/..//evil.test',
  '/%2e//evil.test',
  '/%2E//evil.test',
  '/.%2e//evil.test',
  '/%2e%2e//evil.test',
  '/a/%2e%2e//evil.test',
  '/./%2fevil.test',
  '/a/..%2f/evil.test',
  '/%2e%2e%2f%2fevil.test',
  '/./%252fevil.test',
  '/a/..%252f%252fevil.test',
  '/.%5cevil.test',
  '/\uFF0Fevil.test',
  '/\uFF0F/evil.test',
  '/.\uFF0F/evil.test',
  '/%EF%BC%8Fevil.test',
  '/\uFF3Cevil.test',
  '/\u2215evil.test',
  '/x/../\t/evil.test',
  '/a/..//evil.test/%2e%2e',
  'https://casino.example/.//evil.test',
  'https://casino.example/%2e%2e/%2fevil.test',
];

describe('redirectUrl / backUrl sanitising (DESIGN §5)', () => {
  it.each(HOSTILE)('rejects %j', (raw) => {
    expect(safeInAppPath(raw, origin)).toBeNull();
    expect(sanitizeReturnUrl(raw, { origin, fallback: '/ru' })).toBe('/ru');
  });

  it.each(DOT_SEGMENT_HOSTILE)('rejects %j, which normalises or decodes to //host', (raw) => {
    expect(safeInAppPath(raw, origin)).toBeNull();
  });

  it.each([
    ['/', '/'],
    ['/cashier/deposit', '/cashier/deposit'],
    ['/ru/cashier/deposit/visa?amount=50#top', '/ru/cashier/deposit/visa?amount=50#top'],
    ['/game/book-of-ra#real', '/game/book-of-ra#real'],
    ['/gamehall?providers=a,b', '/gamehall?providers=a,b'],
    ['/search?q=%2F%2Fnot-a-host', '/search?q=%2F%2Fnot-a-host'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/a/./b/../c', '/a/c'],
    ['/ru/\u0438\u0433\u0440\u044B', '/ru/%D0%B8%D0%B3%D1%80%D1%8B'],
    ['/a\uFF0Fb', '/a%EF%BC%8Fb'],
    ['/?next=//x#//y', '/?next=//x#//y'],
    ['/a/../cashier', '/cashier'],
    ['https://casino.example/profile/settings?x=1#h', '/profile/settings?x=1#h'],
    ['HTTPS://CASINO.EXAMPLE:443/offers', '/offers'],
  ])('keeps the in-app path %j', (raw, expected) => {
    expect(safeInAppPath(raw, origin)).toBe(expected);
  });

  it('falls back to / by default and for non-strings', () => {
    expect(sanitizeReturnUrl('//evil.com', { origin })).toBe('/');
    expect(sanitizeReturnUrl(undefined, { origin })).toBe('/');
    expect(sanitizeReturnUrl(42, { origin })).toBe('/');
  });

  it('keeps each answer to its own origin and address when asked again', () => {
    // Answers are remembered (a screen asks for every link it draws): the same address on
    // another origin, or a hostile one asked twice, must not be given a remembered answer.
    for (let round = 0; round < 2; round += 1) {
      expect(safeInAppPath(`${origin}/offers`, origin)).toBe('/offers');
      expect(safeInAppPath(`${origin}/offers`, 'https://other.example')).toBeNull();
      expect(safeInAppPath('/%2e%2e//evil.com', origin)).toBeNull();
    }
    // More addresses than it remembers: the first ones are checked again, not lost.
    for (let n = 0; n < 2500; n += 1)
      expect(safeInAppPath(`/game/${n}`, origin)).toBe(`/game/${n}`);
    expect(safeInAppPath(`${origin}/offers`, 'https://other.example')).toBeNull();
    expect(safeInAppPath('/game/0', origin)).toBe('/game/0');
  });

  it('reads redirectUrl and backUrl from a query', () => {
    expect(
      returnUrlFromQuery(
        `?redirectUrl=${encodeURIComponent('/cashier?a=1')}`,
        'redirectUrl',
        origin,
      ),
    ).toBe('/cashier?a=1');
    expect(returnUrlFromQuery('backUrl=%2F%2Fevil.com', 'backUrl', origin)).toBeNull();
    expect(returnUrlFromQuery('backUrl=%2Fprofile', 'redirectUrl', origin)).toBeNull();
  });
});

describe('external navigation rule (§2.1)', () => {
  const allowedHosts = ['pay.partner.example', '*.psp.example'];

  it('in-app targets stay in the app', () => {
    expect(resolveNavigation('/cashier/deposit', { origin })).toEqual({
      external: false,
      path: '/cashier/deposit',
    });
    expect(resolveNavigation(`${origin}/offers`, { origin })).toEqual({
      external: false,
      path: '/offers',
    });
  });

  it('an allowlisted external target returns { external: true, url }', () => {
    expect(
      resolveNavigation('https://pay.partner.example/checkout?id=1', { origin, allowedHosts }),
    ).toEqual({
      external: true,
      url: 'https://pay.partner.example/checkout?id=1',
    });
    expect(resolveNavigation('https://eu.psp.example/', { origin, allowedHosts })).toEqual({
      external: true,
      url: 'https://eu.psp.example/',
    });
  });

  it.each([
    'https://evil.com/',
    'https://psp.example/',
    'https://pay.partner.example.evil.com/',
    'https://pay.partner.example@evil.com/',
    '//pay.partner.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    'https:evil.com',
    '/\\evil.com',
  ])('navigating to %j without explicit allowance throws UnsafeNavigationError', (target) => {
    expect(() => resolveNavigation(target, { origin, allowedHosts })).toThrow(
      UnsafeNavigationError,
    );
  });

  it('without an allowlist every external host is refused', () => {
    expect(() => resolveNavigation('https://pay.partner.example/', { origin })).toThrow(
      UnsafeNavigationError,
    );
  });

  it('matches hosts exactly or by *.domain', () => {
    expect(isHostAllowed('PAY.partner.example', allowedHosts)).toBe(true);
    expect(isHostAllowed('a.b.psp.example', allowedHosts)).toBe(true);
    expect(isHostAllowed('psp.example', allowedHosts)).toBe(false);
    expect(isHostAllowed('evilpsp.example', allowedHosts)).toBe(false);
    expect(isHostAllowed('partner.example', allowedHosts)).toBe(false);
  });
});
