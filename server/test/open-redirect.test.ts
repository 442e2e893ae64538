/**
 * No open redirect through the real HTTP routes, property-tested (DESIGN §5, issue 13):
 * generated hostile `redirect_url`s through the whole social sign-in and hostile `backUrl`s
 * through a deposit and the demo checkout. Every answer is a §8 refusal or a redirect whose
 * Location (and any return address it carries) is a same-origin path that cannot turn
 * protocol-relative in any encoding; ordinary paths come back unchanged. Fewer runs than
 * core's suite: each run is a handful of requests.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileAddress, inAppPathProblem, normalInAppPath } from '@croupier/core/testing';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 1 });
const RUNS = { numRuns: 40 };
/** Generous: the runs are counted, not timed, and the machine may be busy. */
const TIMEOUT = 120_000;
/** Always tried first: each reached `Location: //evil.test` before the dot-segment fix. */
const KNOWN_BAD = ['/.//evil.test', '/a/..%2f/evil.test', '/./%2fevil.test', '/\uFF0Fevil.test'];

function location(res: { headers: Headers }): string {
  return res.headers.get('location') ?? '';
}

/** What the property accepts of a Location: a safe path of ours (the message names the problem). */
function expectSafeLocation(value: string, input: string): void {
  expect(inAppPathProblem(value, server.config.publicOrigin), `${input} → ${value}`).toBeNull();
}

/** The addresses to try: hostile ones and ordinary paths (which must survive). */
function addresses() {
  const origin = server.config.publicOrigin;
  return fc.oneof(
    { weight: 4, arbitrary: hostileAddress(origin) },
    { weight: 1, arbitrary: normalInAppPath() },
  );
}

/** A browser on our public origin: its consent form posts with `Origin: PUBLIC_ORIGIN`. */
const browser = () => server.client({ origin: server.config.publicOrigin });

/** /oauth/init with `redirectUrl`, then (when it was accepted) consent and the callback. */
async function signIn(c: TestClient, redirectUrl: string, decision: 'allow' | 'deny') {
  const started = await c.request('GET', '/oauth/init', {
    query: { service: 'demo', redirect_url: redirectUrl, type_auth: 'login' },
  });
  if (started.status !== 302) return { started, back: null };
  const consent = new URL(location(started), server.url);
  const decided = await c.request('POST', consent.pathname, {
    form: {
      state: consent.searchParams.get('state')!,
      redirect_uri: consent.searchParams.get('redirect_uri')!,
      name: 'Prop Player',
      email: `prop-${randomUUID()}@croupier.test`,
      decision,
    },
  });
  expect(decided.status).toBe(302);
  return { started, back: await c.request('GET', location(decided)) };
}

describe('social sign-in redirect_url', () => {
  it(
    'ends at a safe path of ours or is refused with InvalidParameterException',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          addresses(),
          fc.constantFrom('allow', 'deny'),
          async (redirectUrl, decision) => {
            const c = browser();
            const { started, back } = await signIn(c, redirectUrl, decision);
            if (started.status === 422) {
              expect(started.body.data.type).toBe('InvalidParameterException');
              expect(Object.keys(started.body.data.invalid_parameters)).toEqual(['redirect_url']);
              return;
            }
            expect(started.status, redirectUrl).toBe(302);
            expect(back?.status).toBe(302);
            expectSafeLocation(location(back!), redirectUrl);
          },
        ),
        { ...RUNS, examples: KNOWN_BAD.map((bad) => [bad, 'deny'] as [string, 'deny']) },
      );
    },
    TIMEOUT,
  );

  it(
    'returns an ordinary path unchanged',
    async () => {
      await fc.assert(
        fc.asyncProperty(normalInAppPath(), async (path) => {
          const c = browser();
          const { started, back } = await signIn(c, path, 'allow');
          expect(started.status, path).toBe(302);
          expect(location(back!)).toBe(path);
        }),
        { numRuns: 15 },
      );
    },
    TIMEOUT,
  );
});

describe('deposit backUrl', () => {
  async function deposit(c: TestClient, methodId: number, backUrl: string) {
    return c.request('POST', '/api/cashier/makedeposit', {
      query: { v: '1', locale: 'en', backUrl },
      form: {
        method: 'card',
        methodId: String(methodId),
        amount: '10',
        requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Alex Morgan' }),
      },
      headers: { 'idempotency-key': randomUUID() },
    });
  }

  it(
    'reaches the result screen only as a safe path of ours, or not at all',
    async () => {
      const { client } = await server.player({ confirmed: true });
      const settings = await client.get('/api/cashier/getdepositsettings');
      const methodId = settings.body.data.methods.find(
        (m: { sysname: string }) => m.sysname === 'card',
      ).id as number;
      await fc.assert(
        fc.asyncProperty(addresses(), async (backUrl) => {
          const made = await deposit(client, methodId, backUrl);
          expect(made.status, backUrl).toBeLessThan(500);
          if (made.status !== 200) return;
          const checkout = new URL(made.body.data.redirect_url, server.url);
          const done = await client.request('POST', checkout.pathname, {
            form: { token: checkout.searchParams.get('token')!, outcome: 'cancel' },
          });
          expect([302, 303]).toContain(done.status);
          const result = location(done);
          expectSafeLocation(result, backUrl);
          // The result screen goes on to backUrl: it must be safe once the router decodes it.
          const carried = new URL(result, server.url).searchParams.get('backUrl');
          if (carried !== null) expectSafeLocation(carried, backUrl);
        }),
        { ...RUNS, examples: KNOWN_BAD.map((bad) => [bad] as [string]) },
      );
    },
    TIMEOUT,
  );
});
