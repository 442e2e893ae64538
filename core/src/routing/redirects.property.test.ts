/**
 * Property test of configured redirects (§2.1): a wildcard carries visitor-controlled text
 * into `to_url`; whatever the visitor's path, an internal result stays a safe in-app path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileAddress, inAppPathProblem } from '../testing/index.ts';
import type { LocaleConfig } from './locale-prefix.ts';
import type { ConfiguredRedirect } from './redirects.ts';
import { applyRedirects } from './redirects.ts';

const origin = 'https://casino.example';
const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru'] };
const redirects: ConfiguredRedirect[] = [
  { from_url: '/go/*', to_url: '/*' },
  { from_url: '/games/*', to_url: '/game/*' },
  { from_url: '/partner', to_url: 'https://partner.example/landing' },
];

describe('configured redirects over hostile paths', () => {
  it('an internal target is always a safe in-app path', () => {
    const pathname = fc
      .tuple(
        fc.constantFrom('/go', '/go/', '/ru/go/', '/games/', '/ru/games'),
        hostileAddress(origin),
      )
      .map(([start, rest]) => `${start}${rest}`.split(/[?#]/, 1)[0] ?? '/');
    fc.assert(
      fc.property(pathname, (path) => {
        const result = applyRedirects(redirects, { pathname: path }, { origin, config });
        if (result === null) return;
        if (result.external) expect(result.url).toBe('https://partner.example/landing');
        else expect(inAppPathProblem(result.to, origin), `${path} → ${result.to}`).toBeNull();
      }),
      { numRuns: 500 },
    );
  }, 60_000);
});
