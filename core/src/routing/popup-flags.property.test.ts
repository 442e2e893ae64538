/**
 * Property tests of the targets after login and registration (§2.1, §4): whatever
 * `redirectUrl`/`backUrl` and current page they are given, the target is a same-origin path
 * that cannot turn protocol-relative — also after a locale prefix is taken off or put on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileAddress, inAppPathProblem } from '../testing/index.ts';
import type { LocaleConfig } from './locale-prefix.ts';
import { afterLoginTarget, afterRegistrationTarget } from './popup-flags.ts';

const origin = 'https://casino.example';
const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru', 'pt'] };
const RUNS = { numRuns: 500 };
/** Generous: the machine running the suite may be busy; the runs are counted, not timed. */
const TIMEOUT = 60_000;

const locale = fc.constantFrom('en', 'ru', 'pt', 'xx');
/** Hostile addresses, some behind a locale prefix that may be taken off later. */
const address = fc
  .tuple(fc.constantFrom('', '/ru', '/en', '/pt/ru'), hostileAddress(origin))
  .map(([prefix, rest]) => `${prefix}${rest}`);
const location = fc
  .record({
    pathname: fc.oneof(
      fc.constant('/'),
      address.map((a) => a.split(/[?#]/, 1)[0] || '/'),
    ),
    key: fc.constantFrom('redirectUrl', 'backUrl'),
    back: fc.option(address, { nil: undefined }),
  })
  .map(({ pathname, key, back }) => ({
    pathname,
    search: back === undefined ? '' : `?${new URLSearchParams({ [key]: back })}`,
  }));

describe('after login and registration', () => {
  it(
    'afterLoginTarget is always a safe in-app path',
    () => {
      fc.assert(
        fc.property(location, locale, (here, userLocale) => {
          const target = afterLoginTarget(here, userLocale, config, origin);
          expect(
            inAppPathProblem(target, origin),
            `${JSON.stringify(here)} → ${target}`,
          ).toBeNull();
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'afterRegistrationTarget is always a safe in-app path',
    () => {
      fc.assert(
        fc.property(location, (here) => {
          const target = afterRegistrationTarget(here, config, origin);
          expect(
            inAppPathProblem(target, origin),
            `${JSON.stringify(here)} → ${target}`,
          ).toBeNull();
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
