/**
 * Generator of hostile navigation targets for open-redirect property tests: mixes of slashes,
 * backslashes, dot segments and their percent-encodings (once and twice), controls, `@` and
 * `:`, foreign hosts, Unicode slash and dot look-alikes, and script/data schemes.
 */
import fc from 'fast-check';

const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '.',
  '..',
  './',
  '../',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%252e',
  '%255c',
  '%25252f',
  '%25',
  '%',
  '\t',
  '\n',
  '\r',
  '%09',
  '%0a',
  '%0d',
  '%00',
  '\u0000',
  '\u0085',
  ' ',
  '\u00A0',
  '\u3000',
  '\uFEFF',
  '@',
  ':',
  '?',
  '#',
  '&',
  '=',
  ';',
  '\uFF0F',
  '\uFF3C',
  '\u2215',
  '\u2044',
  '\uFE68',
  '\u29F8',
  '\uFF0E',
  '\u3002',
  '%EF%BC%8F',
  '%EF%BC%8E',
  '%E2%88%95',
  'evil.test',
  'evil.test:443',
  'user:pw@',
  '127.0.0.1',
  'a',
  'cashier',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:',
  'data:text/html,',
  'vbscript:',
  'https:',
  'http:',
  'https://',
  'alert(1)',
] as const;

/**
 * Hostile addresses aimed at `origin`'s app: free mixes of the pieces, mixes after a leading
 * `/` or an absolute prefix (our origin, our host with credentials, a foreign origin), our
 * origin with a foreign host spliced in, and arbitrary URLs.
 */
export function hostileAddress(origin: string): fc.Arbitrary<string> {
  const host = new URL(origin).host;
  const piece = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PIECES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  );
  const mix = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
  const prefix = fc.constantFrom(
    '',
    '/',
    '/a/',
    '/a/..',
    origin,
    `${origin}/`,
    `${origin}/a/..`,
    `https://user@${host}/`,
    `https://${host}@evil.test/`,
    `https://${host}.evil.test/`,
    'https://evil.test/',
    '//',
  );
  return fc.oneof(
    { weight: 4, arbitrary: mix },
    { weight: 4, arbitrary: fc.tuple(prefix, mix).map(([start, rest]) => `${start}${rest}`) },
    // Slow to generate and rarely interesting beyond "another host": a small share.
    { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  );
}
