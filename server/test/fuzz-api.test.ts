/**
 * Hostile input never answers 5xx (issue 13): every method of core's contract, reached as a
 * player with a balance where it needs one, gets plausible parameters with hostile values in
 * their place — NUL, lone surrogates, 1 MB strings, 1e309, NaN, -0, lists for scalars, files,
 * `__proto__` keys, random unicode — in urlencoded and multipart bodies (whole, empty,
 * truncated, with a bad boundary) or the query. Every answer must be < 500 and, unless it is a
 * success, a §8 envelope whose status matches its type. The seed is fixed, so a failure
 * reproduces; the runs are few, so the file stays well under a minute.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { groups, errorEnvelope, type MethodDef } from '@croupier/core/contract';
import { ERROR_STATUS } from '@croupier/core/error-handling';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fieldsOf,
  HOSTILE_KEYS,
  hostileValue,
  plausibleParams,
  plausibleWith,
  type WireParams,
} from './fuzz-params.ts';
import { BOUNDARY, multipart, percentEncode, urlencoded } from './fuzz-wire.ts';
import { useTestServer, type TestClient, type TestResponse } from './helpers.ts';

const SEED = 1313;
const POST_RUNS = 5;
const GET_RUNS = 4;

// A fresh client address per request (trusted X-Forwarded-For) keeps per-IP rate limits from
// answering 429 before the handlers see the input.
const server = useTestServer({ seedGames: 5, env: { TRUST_PROXY: '1' } });

const methods: MethodDef[] = Object.values(groups).flatMap((group) =>
  Object.values(group as Record<string, unknown>).filter(
    (v): v is MethodDef => !!v && typeof v === 'object' && 'path' in v && 'verb' in v,
  ),
);
const posts = methods.filter((m) => m.verb === 'POST');
const gets = methods.filter((m) => m.verb === 'GET');

/** How a POST body is sent. */
type Encoding =
  | 'urlencoded'
  | 'multipart'
  | 'multipart-truncated'
  | 'multipart-empty'
  | 'multipart-no-boundary'
  | 'multipart-wrong-boundary'
  | 'urlencoded-malformed'
  | 'json'
  | 'text';

interface Case {
  params: WireParams;
  encoding: Encoding;
  /** Where a truncated body is cut, as a fraction of its length. */
  cut: number;
}

function attacked(def: MethodDef): fc.Arbitrary<WireParams> {
  const targets = [...fieldsOf(def.params), ...HOSTILE_KEYS];
  return plausibleParams(def.params).chain((params) =>
    fc
      .array(
        fc
          .constantFrom(...targets)
          .chain((field) => hostileValue(params[field]).map((value) => [field, value] as const)),
        { minLength: 1, maxLength: 2 },
      )
      .map((attacks) => {
        const out: WireParams = { ...params };
        // defineProperty: a `__proto__` field must be a field, not this object's prototype.
        for (const [k, v] of attacks) {
          Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
        }
        return out;
      }),
  );
}

/**
 * Each field in turn, alone with the required ones: a numeric one as an integer just beyond
 * 32 bits (ids and counts end in `integer` columns), any other with a NUL in its text.
 */
function sweep(def: MethodDef): WireParams[] {
  return fieldsOf(def.params).map((field) => {
    const [params = {}] = fc.sample(plausibleWith(def.params, field), { seed: SEED, numRuns: 1 });
    const value = params[field];
    const numeric = [value]
      .flat()
      .every((v) => typeof v === 'string' && /^-?\d+(,-?\d+)*$/.test(v));
    return { ...params, [field]: numeric ? '2147483648' : `${String(value)}\u0000` };
  });
}

/** The cases of one POST method: the sweep, a 1 MB field, broken bodies, random ones. */
function postCases(def: MethodDef): Case[] {
  const [plain = {}] = fc.sample(plausibleParams(def.params), { seed: SEED, numRuns: 1 });
  const fields = fieldsOf(def.params);
  const cases: Case[] = sweep(def).map((params) => ({ params, encoding: 'urlencoded', cut: 1 }));
  const long = { ...plain, [fields[0] ?? 'x']: 'a'.repeat(1_000_000) };
  cases.push({ params: long, encoding: 'multipart', cut: 1 });
  const broken = fc.constantFrom<Encoding>(
    'multipart-empty',
    'multipart-no-boundary',
    'multipart-wrong-boundary',
    'urlencoded-malformed',
    'json',
    'text',
  );
  for (const encoding of fc.sample(broken, { seed: SEED + fields.length, numRuns: 3 })) {
    cases.push({ params: plain, encoding, cut: 1 });
  }
  const random = fc.record({
    params: attacked(def),
    encoding: fc.constantFrom<Encoding>('urlencoded', 'multipart', 'multipart-truncated'),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  });
  return [...cases, ...fc.sample(random, { seed: SEED, numRuns: POST_RUNS })];
}

function bodyOf(c: Case): { body: Uint8Array | string; type?: string } {
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  switch (c.encoding) {
    case 'urlencoded':
      return { body: urlencoded(c.params), type: 'application/x-www-form-urlencoded' };
    case 'urlencoded-malformed':
      return {
        body: `${urlencoded(c.params)}&%&%zz=%E0%A4%A&==&a=%ED%A0%80&b=%C0%80`,
        type: 'application/x-www-form-urlencoded',
      };
    case 'multipart':
      return { body: multipart(c.params), type: multipartType };
    case 'multipart-truncated': {
      const whole = multipart(c.params);
      return { body: whole.subarray(0, Math.floor(whole.length * c.cut)), type: multipartType };
    }
    case 'multipart-empty':
      return { body: new Uint8Array(0), type: multipartType };
    case 'multipart-no-boundary':
      return { body: multipart(c.params), type: 'multipart/form-data' };
    case 'multipart-wrong-boundary':
      return { body: multipart(c.params), type: 'multipart/form-data; boundary=nope' };
    case 'json':
      return { body: JSON.stringify(c.params), type: 'application/json' };
    case 'text':
      return { body: urlencoded(c.params), type: 'text/plain' };
  }
}

/** What is wrong with an answer, or null when it is fine. */
function problemOf(res: TestResponse): string | null {
  if (res.status >= 500) return `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  if (res.status === 200) return 'data' in (res.body ?? {}) ? null : 'a 200 without data';
  if (res.status >= 300 && res.status < 400) return null;
  const envelope = errorEnvelope.safeParse(res.body);
  if (!envelope.success)
    return `${res.status} is not a §8 envelope: ${res.raw.toString().slice(0, 200)}`;
  const { statusCode, data } = envelope.data;
  if (statusCode !== res.status || ERROR_STATUS[data.type] !== res.status) {
    return `${res.status} carries ${statusCode} ${data.type}`;
  }
  return null;
}

function describeCase(c: Case): string {
  const params = Object.fromEntries(
    Object.entries(c.params).map(([k, v]) => [
      k,
      typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v,
    ]),
  );
  return `${c.encoding} ${JSON.stringify(params)}`;
}

/** A caller for `def`: a fresh guest per call, or one funded player signed in again when needed. */
async function callerFor(def: MethodDef): Promise<() => Promise<TestClient>> {
  if (def.access === 'guest') return async () => server.client();
  const { uid, client } = await server.player();
  await server.fund(uid, '1000');
  return async () => {
    if (!client.cookies.size) await server.signIn(client, uid);
    return client;
  };
}

function headersFor(def: MethodDef): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
  };
  if (def.idempotent) headers['idempotency-key'] = randomBytes(16).toString('hex');
  return headers;
}

const found: string[] = [];
afterAll(() => {
  if (found.length > 0) console.log(`fuzz: ${found.length} bad answers\n${found.join('\n')}`);
});

describe('every POST method of the contract survives hostile bodies', () => {
  it.each(posts.map((def) => [def.path, def] as const))('%s', async (_path, def) => {
    const caller = await callerFor(def);
    const problems: string[] = [];
    for (const c of postCases(def)) {
      const client = await caller();
      const res = await client.request('POST', def.path, {
        query: { v: '1', locale: 'en' },
        raw: bodyOf(c),
        headers: headersFor(def),
      });
      if (res.status === 401 && def.access === 'user') client.cookies.clear();
      const problem = problemOf(res);
      if (problem) problems.push(`${def.path} ${problem} ← ${describeCase(c)}`);
    }
    found.push(...problems);
    expect(problems).toEqual([]);
  });
});

describe('every GET method of the contract survives hostile queries', () => {
  it.each(gets.map((def) => [def.path, def] as const))('%s', async (_path, def) => {
    const caller = await callerFor(def);
    const problems: string[] = [];
    const random = fc.sample(attacked(def), { seed: SEED, numRuns: GET_RUNS });
    for (const params of [...sweep(def), ...random]) {
      const client = await caller();
      const query = `v=1&locale=en&${urlencoded(params)}`;
      const res = await client.request('GET', `${def.path}?${query}`, { headers: headersFor(def) });
      if (res.status === 401 && def.access === 'user') client.cookies.clear();
      const problem = problemOf(res);
      if (problem)
        problems.push(
          `${def.path} ${problem} ← ${describeCase({ params, encoding: 'urlencoded', cut: 1 })}`,
        );
    }
    found.push(...problems);
    expect(problems).toEqual([]);
  });
});

/** Sends raw bytes on a socket and answers the first response's status line and body. */
function rawExchange(request: string): Promise<string> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.end(request);
  });
}

describe('malformed HTTP framing', () => {
  const head = (extra: string) =>
    `POST /api/campaigns/checkPromocode?v=1&locale=en HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `X-Croupier-Client: web/test\r\nConnection: close\r\n${extra}\r\n`;

  it.each([
    [
      'a Content-Length shorter than the body',
      head('Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n') +
        'promocode=WELCOME50',
    ],
    [
      'a non-numeric Content-Length',
      head('Content-Type: application/x-www-form-urlencoded\r\nContent-Length: abc\r\n') +
        'promocode=X',
    ],
    [
      'both Content-Length and chunked',
      head(
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n',
      ) + '0\r\n\r\n',
    ],
    [
      'a broken chunked body',
      head('Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n') +
        'zz\r\nabc\r\n0\r\n\r\n',
    ],
  ])('%s answers a 4xx §8 envelope', async (_name, request) => {
    const answer = await rawExchange(request);
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(errorEnvelope.safeParse(JSON.parse(body)).success).toBe(true);
  });
});

it('no hostile key polluted Object.prototype', () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(percentEncode('\ud800')).toBe('%ED%A0%80');
});
