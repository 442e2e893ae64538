/**
 * Property tests of the open-redirect defence (DESIGN §5): over generated hostile addresses,
 * every sanitised result is a same-origin path that cannot turn protocol-relative, in any
 * encoding; ordinary in-app paths pass unchanged.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnsafeNavigationError } from '../errors.ts';
import { hostileAddress, inAppPathProblem, normalInAppPath } from '../testing/index.ts';
import { resolveNavigation, safeInAppPath, sanitizeReturnUrl } from './safe-url.ts';

const origin = 'https://casino.example';
const RUNS = { numRuns: 1000 };
/** Generous: the machine running the suite may be busy; the runs are counted, not timed. */
const TIMEOUT = 60_000;

describe('the oracle', () => {
  // Guards the guard: each of these came out of safeInAppPath before the dot-segment fix.
  it.each([
    '//evil.test',
    '/\\evil.test',
    '/%2fevil.test',
    '/a/..%2f/evil.test',
    '/%252f/x',
    '/%EF%BC%8Fx',
  ])('flags %j', (out) => {
    expect(inAppPathProblem(out, origin)).not.toBeNull();
  });

  it('passes a plain path', () => {
    expect(inAppPathProblem('/cashier/deposit?backUrl=%2F%2Fx#//y', origin)).toBeNull();
  });
});

describe('safeInAppPath over hostile input', () => {
  it(
    'returns null or a path that stays on our origin in every encoding',
    () => {
      fc.assert(
        fc.property(hostileAddress(origin), (raw) => {
          const out = safeInAppPath(raw, origin);
          if (out !== null) expect(inAppPathProblem(out, origin), `${raw} → ${out}`).toBeNull();
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'is idempotent: a sanitised path sanitises to itself',
    () => {
      fc.assert(
        fc.property(hostileAddress(origin), (raw) => {
          const out = safeInAppPath(raw, origin);
          if (out !== null) expect(safeInAppPath(out, origin)).toBe(out);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'sanitizeReturnUrl always gives a safe path (the fallback when unsafe)',
    () => {
      fc.assert(
        fc.property(hostileAddress(origin), (raw) => {
          const out = sanitizeReturnUrl(raw, { origin, fallback: '/ru' });
          expect(inAppPathProblem(out, origin), `${raw} → ${out}`).toBeNull();
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'resolveNavigation stays in the app safely, leaves only for an allowlisted host, or throws',
    () => {
      const allowedHosts = ['pay.partner.example'];
      fc.assert(
        fc.property(hostileAddress(origin), (raw) => {
          let target;
          try {
            target = resolveNavigation(raw, { origin, allowedHosts });
          } catch (error) {
            expect(error).toBeInstanceOf(UnsafeNavigationError);
            return;
          }
          if (target.external) {
            expect(new URL(target.url).hostname).toBe('pay.partner.example');
          } else {
            expect(inAppPathProblem(target.path, origin), `${raw} → ${target.path}`).toBeNull();
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});

describe('safeInAppPath over ordinary paths', () => {
  it(
    'keeps them unchanged, relative or on our absolute origin',
    () => {
      fc.assert(
        fc.property(normalInAppPath(), (path) => {
          expect(safeInAppPath(path, origin)).toBe(path);
          expect(safeInAppPath(`${origin}${path}`, origin)).toBe(path);
          expect(inAppPathProblem(path, origin)).toBeNull();
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
