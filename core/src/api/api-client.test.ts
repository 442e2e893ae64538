import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineMethod, type MethodRef } from '../contract/define.ts';
import { bool, int, list, none, one } from '../contract/wire.ts';
import { ApiError, NetworkError, ResultValidationError } from '../errors.ts';
import { createApiClient, type ApiClientOptions } from './api-client.ts';
import type { Clock } from './clock.ts';

// Test-only methods: the real contract is written elsewhere and must not be a dependency here.
const getThing = defineMethod({
  group: 'things',
  name: 'get',
  verb: 'GET',
  params: z.object({
    count: z.optional(int()),
    offset: z.optional(int()),
    active: z.optional(bool()),
    fields: z.optional(list()),
    sort: z.optional(z.nullable(z.string())),
    filter: z.optional(z.record(z.string(), z.unknown())),
  }),
  result: z.object({ items: z.array(z.object({ id: z.number() })) }),
  doc: 'test',
});
const getInfo = defineMethod({
  group: 'account',
  name: 'getInfo',
  verb: 'GET',
  params: none(),
  result: z.object({ uid: z.number() }),
  doc: 'test',
});
const saveThing = defineMethod({
  group: 'things',
  name: 'save',
  verb: 'POST',
  params: z.object({
    name: z.string(),
    notify: z.optional(bool()),
    amount: z.optional(z.number()),
    tags: z.optional(list()),
    middle_name: z.optional(z.nullable(z.string())),
    requisites: z.optional(z.record(z.string(), z.string())),
  }),
  result: one(),
  doc: 'test',
});
const makeDeposit = defineMethod({
  group: 'cashier',
  name: 'makedeposit',
  verb: 'POST',
  params: z.object({ amount: z.string() }),
  result: z.object({ id: z.string() }),
  idempotent: true,
  doc: 'test',
});

/** What clients call with: no schemas (refs.gen.ts holds one per contract method). */
const getInfoRef: MethodRef<typeof getInfo> = {
  group: 'account',
  name: 'getInfo',
  verb: 'GET',
  path: '/api/account/getInfo',
  idempotent: false,
};
const makeDepositRef: MethodRef<typeof makeDeposit> = {
  group: 'cashier',
  name: 'makedeposit',
  verb: 'POST',
  path: '/api/cashier/makedeposit',
  idempotent: true,
};

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Scripted {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  /** Drop the connection without answering. */
  destroy?: boolean;
}

let server: Server;
let baseUrl: string;
let requests: Recorded[] = [];
let scripts = new Map<string, Scripted[]>();

/** Queues answers for a path; unscripted calls answer 599 so a stray request is visible. */
function script(path: string, ...answers: Scripted[]) {
  scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
}
const ok = (data: unknown): Scripted => ({ status: 200, body: { data } });
const fail = (status: number, type: string, extra: Record<string, unknown> = {}): Scripted => ({
  status,
  body: { statusCode: status, data: { type, message: `${type} message`, ...extra } },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = scripts.get(url.pathname)?.shift() ?? { status: 599, raw: 'unscripted' };
      if (answer.destroy) {
        req.socket.destroy();
        return;
      }
      const text = answer.raw ?? JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, {
        'Content-Type': answer.raw === undefined ? 'application/json' : 'text/html',
        ...answer.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests = [];
  scripts = new Map();
});

/** A clock whose sleep returns at once and records each requested delay. */
function fakeClock(now = Date.UTC(2026, 0, 1)): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return { sleeps, now: () => now, sleep: async (ms) => void sleeps.push(ms) };
}

function client(over: Partial<ApiClientOptions> = {}) {
  const clock = fakeClock();
  const api = createApiClient({
    baseUrl,
    client: { kind: 'web', version: '1.2.3' },
    apiVersion: 7,
    clock,
    getLocale: () => 'en',
    ...over,
  });
  return { api, clock };
}

describe('request shape (DESIGN §2, spec §7 General)', () => {
  it('calls /api/{group}/{method} with v and locale in the query and GET params beside them', async () => {
    script('/api/things/get', ok({ items: [{ id: 1 }] }));
    const { api } = client();
    await api.call(getThing, {
      count: 10,
      offset: 0,
      active: true,
      fields: ['trigger', 'description'],
      sort: null,
      filter: { type: 'slot' },
    });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/api/things/get');
    expect(Object.fromEntries(req!.query)).toEqual({
      count: '10',
      offset: '0',
      active: '1',
      fields: 'trigger,description',
      filter: '{"type":"slot"}',
      v: '7',
      locale: 'en',
    });
    expect(req?.query.has('sort')).toBe(false);
    expect(req?.query.has('_non_strict')).toBe(false);
    expect(req?.body).toBe('');
  });

  it('adds _non_strict=1 when embedded in a frame, and leaves locale out when there is none', async () => {
    script('/api/account/getInfo', ok({ uid: 1 }));
    const { api } = client({ isFramed: () => true, getLocale: () => undefined });
    await api.call(getInfo, {});
    expect(requests[0]?.query.get('_non_strict')).toBe('1');
    expect(requests[0]?.query.has('locale')).toBe(false);
    expect(requests[0]?.query.get('v')).toBe('7');
  });

  it('sends POST bodies as form data with nulls dropped; v and locale stay in the query', async () => {
    script('/api/things/save', ok(1));
    const { api } = client({ isFramed: () => true });
    const result = await api.call(saveThing, {
      name: 'Ann Lee',
      notify: false,
      amount: 10.5,
      tags: ['a', 'b'],
      middle_name: null,
      requisites: { iban: 'DE89370400440532013000' },
    });
    expect(result).toBe(1);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
      name: 'Ann Lee',
      notify: '0',
      amount: '10.5',
      tags: 'a,b',
      requisites: '{"iban":"DE89370400440532013000"}',
    });
    expect(Object.fromEntries(req!.query)).toEqual({ v: '7', locale: 'en', _non_strict: '1' });
  });

  it('carries the client marker header X-Croupier-Client: <kind>/<version>', async () => {
    script('/api/account/getInfo', ok({ uid: 1 }), ok({ uid: 1 }));
    await client().api.call(getInfo, {});
    await client({ client: { kind: 'miniapp', version: '3.0.0' } }).api.call(getInfo, {});
    expect(requests.map((r) => r.headers['x-croupier-client'])).toEqual([
      'web/1.2.3',
      'miniapp/3.0.0',
    ]);
  });

  it('adds default and per-call headers', async () => {
    script('/api/account/getInfo', ok({ uid: 1 }));
    const { api } = client({ headers: { 'X-Trace': 'a', 'X-Other': 'b' } });
    await api.call(getInfo, {}, { headers: { 'X-Trace': 'c' } });
    expect(requests[0]?.headers['x-trace']).toBe('c');
    expect(requests[0]?.headers['x-other']).toBe('b');
  });

  it('joins a base URL with a trailing slash without doubling it', async () => {
    script('/api/account/getInfo', ok({ uid: 1 }));
    await client({ baseUrl: `${baseUrl}/` }).api.call(getInfo, {});
    expect(requests[0]?.path).toBe('/api/account/getInfo');
  });
});

describe('auth (DESIGN §3)', () => {
  it('bearer mode sends Authorization: Bearer <token> when a token exists', async () => {
    script('/api/account/getInfo', ok({ uid: 1 }), ok({ uid: 1 }));
    let token: string | null = 'tok-123';
    const { api } = client({ auth: { mode: 'bearer', getToken: () => token } });
    await api.call(getInfo, {});
    token = null;
    await api.call(getInfo, {});
    expect(requests[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(requests[1]?.headers.authorization).toBeUndefined();
  });

  it("cookie mode asks fetch for credentials: 'include' and sends no Authorization", async () => {
    script('/api/account/getInfo', ok({ uid: 1 }));
    const seen: RequestInit[] = [];
    const spyFetch: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    await client({ auth: { mode: 'cookie' }, fetch: spyFetch }).api.call(getInfo, {});
    expect(seen[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('answers', () => {
  it('unwraps {data}', async () => {
    script('/api/things/get', ok({ items: [{ id: 1 }, { id: 2 }] }));
    await expect(client().api.call(getThing, {})).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
    });
  });

  it('throws a typed ApiError carrying the whole envelope', async () => {
    script(
      '/api/things/save',
      fail(422, 'InvalidParameterException', {
        message: 'Invalid parameters',
        error_data: { promo_code: ['EXPIRED'] },
        invalid_parameters: { email: 'Wrong email address' },
        resend_time: 45,
      }),
    );
    const error = await client()
      .api.call(saveThing, { name: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e.statusCode).toBe(422);
    expect(e.type).toBe('InvalidParameterException');
    expect(e.message).toBe('Invalid parameters');
    expect(e.errorData).toEqual({ promo_code: ['EXPIRED'] });
    expect(e.invalidParameters).toEqual({ email: 'Wrong email address' });
    expect(e.resendTime).toBe(45);
    expect(e.path).toBe('/api/things/save');
    expect(e.data.error_data).toEqual({ promo_code: ['EXPIRED'] });
  });

  it('turns a non-JSON error body into ApiError UnknownErrorException with the HTTP status', async () => {
    script('/api/things/save', { status: 418, raw: '<html>teapot</html>' });
    const e = (await client()
      .api.call(saveThing, { name: 'x' })
      .catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.statusCode).toBe(418);
    expect(e.type).toBe('UnknownErrorException');
  });

  it('keeps the server message when the error type is not one of §8', async () => {
    script('/api/things/save', {
      status: 400,
      body: { statusCode: 400, data: { type: 'WeirdException', message: 'Nope' } },
    });
    const e = (await client()
      .api.call(saveThing, { name: 'x' })
      .catch((x: unknown) => x)) as ApiError;
    expect([e.statusCode, e.type, e.message]).toEqual([400, 'UnknownErrorException', 'Nope']);
  });

  it('rejects a 2xx answer without {data} as UnknownErrorException', async () => {
    script('/api/account/getInfo', { status: 200, body: { uid: 1 } });
    const e = (await client()
      .api.call(getInfo, {})
      .catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.type).toBe('UnknownErrorException');
    expect(requests).toHaveLength(1);
  });

  it('validateResults catches a wrong shape', async () => {
    script('/api/account/getInfo', ok({ uid: 'seven' }), ok({ uid: 7 }));
    const { api } = client({ validateResults: true });
    const e = await api.call(getInfo, {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ResultValidationError);
    expect((e as ResultValidationError).issues[0]?.path).toEqual(['uid']);
    expect((e as ResultValidationError).data).toEqual({ uid: 'seven' });
    await expect(api.call(getInfo, {})).resolves.toEqual({ uid: 7 });
  });

  it('without validateResults a wrong shape passes through untouched', async () => {
    script('/api/account/getInfo', ok({ uid: 'seven' }));
    await expect(client().api.call(getInfo, {})).resolves.toEqual({ uid: 'seven' });
  });

  it('fails maintenance at once, without waiting out its Retry-After (the screen polls)', async () => {
    script('/api/account/getInfo', {
      ...fail(503, 'ApplicationUnavailableException'),
      headers: { 'Retry-After': '10' },
    });
    const seen: unknown[] = [];
    const { api } = client({ onError: (error) => seen.push(error) });
    const e = await api.call(getInfo, {}).catch((x: unknown) => x);
    expect(requests).toHaveLength(1);
    expect((e as ApiError).type).toBe('ApplicationUnavailableException');
    expect(seen).toEqual([e]);
  });

  it('hands each final failure to onError once, after retries', async () => {
    script('/api/account/getInfo', fail(503, 'BillingUnavailableException'));
    script('/api/account/getInfo', fail(503, 'BillingUnavailableException'));
    const seen: unknown[] = [];
    const { api } = client({ onError: (error, call) => seen.push([error, call.def.path]) });
    const e = await api.call(getInfo, {}).catch((x: unknown) => x);
    expect(requests).toHaveLength(2);
    expect(seen).toEqual([[e, '/api/account/getInfo']]);
    expect((e as ApiError).type).toBe('BillingUnavailableException');
  });

  it('a throwing onError does not replace the call error', async () => {
    script('/api/things/save', fail(403, 'UserBannedException'));
    const { api } = client({
      onError: () => {
        throw new Error('handler bug');
      },
    });
    await expect(api.call(saveThing, { name: 'x' })).rejects.toMatchObject({
      type: 'UserBannedException',
    });
  });
});

describe('retries (spec §7: 408, 409, 425, 429, 500, 502, 503, 504, once, non-mutating)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET once after %i and returns the second answer',
    async (status) => {
      script('/api/account/getInfo', fail(status, 'UnknownErrorException'), ok({ uid: 5 }));
      const { api, clock } = client();
      await expect(api.call(getInfo, {})).resolves.toEqual({ uid: 5 });
      expect(requests.map((r) => r.path)).toEqual(['/api/account/getInfo', '/api/account/getInfo']);
      expect(clock.sleeps).toHaveLength(1);
    },
  );

  it('retries only once by default: two failures give the error after two requests', async () => {
    script(
      '/api/account/getInfo',
      fail(502, 'BillingServiceErrorException'),
      fail(502, 'BillingServiceErrorException'),
      ok({ uid: 1 }),
    );
    const e = await client()
      .api.call(getInfo, {})
      .catch((x: unknown) => x);
    expect((e as ApiError).statusCode).toBe(502);
    expect(requests).toHaveLength(2);
  });

  it('honours a configured retry budget', async () => {
    script('/api/account/getInfo', fail(500, 'X'), fail(500, 'X'), ok({ uid: 3 }));
    await expect(client({ retries: 2 }).api.call(getInfo, {})).resolves.toEqual({ uid: 3 });
    expect(requests).toHaveLength(3);
    requests = [];
    script('/api/account/getInfo', fail(500, 'X'), ok({ uid: 3 }));
    await expect(client({ retries: 0 }).api.call(getInfo, {})).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });

  it.each([
    [400, 'InvalidRequestException'],
    [401, 'AuthorizationException'],
    [403, 'AccessDeniedException'],
    [404, 'MethodNotFoundException'],
    [422, 'InvalidParameterException'],
  ])('does not retry %i', async (status, type) => {
    script('/api/account/getInfo', fail(status, type), ok({ uid: 1 }));
    const e = await client()
      .api.call(getInfo, {})
      .catch((x: unknown) => x);
    expect((e as ApiError).statusCode).toBe(status);
    expect((e as ApiError).type).toBe(type);
    expect(requests).toHaveLength(1);
  });

  it('waits Retry-After seconds through the injected clock', async () => {
    script(
      '/api/account/getInfo',
      { ...fail(429, 'TooManyRequestsException'), headers: { 'Retry-After': '3' } },
      ok({ uid: 1 }),
    );
    const { api, clock } = client();
    await api.call(getInfo, {});
    expect(clock.sleeps).toEqual([3000]);
  });

  it('waits until a Retry-After HTTP-date, relative to the injected clock', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    script(
      '/api/account/getInfo',
      {
        ...fail(503, 'BillingUnavailableException'),
        headers: { 'Retry-After': new Date(now + 5000).toUTCString() },
      },
      ok({ uid: 1 }),
    );
    const clock = fakeClock(now);
    await client({ clock }).api.call(getInfo, {});
    expect(clock.sleeps).toEqual([5000]);
  });

  it('caps Retry-After at maxRetryAfterMs', async () => {
    script(
      '/api/account/getInfo',
      { ...fail(503, 'BillingUnavailableException'), headers: { 'Retry-After': '3600' } },
      ok({ uid: 1 }),
    );
    const { api, clock } = client({ maxRetryAfterMs: 2000 });
    await api.call(getInfo, {});
    expect(clock.sleeps).toEqual([2000]);
  });

  it('backs off briefly when no Retry-After is given', async () => {
    script('/api/account/getInfo', fail(500, 'X'), ok({ uid: 1 }));
    const { api, clock } = client({ backoffMs: 250 });
    await api.call(getInfo, {});
    expect(clock.sleeps).toEqual([250]);
  });

  it('never sends a POST without Idempotency-Key twice, even on 503', async () => {
    script('/api/things/save', fail(503, 'BillingUnavailableException'), ok(1));
    const e = await client()
      .api.call(saveThing, { name: 'x' })
      .catch((x: unknown) => x);
    expect((e as ApiError).statusCode).toBe(503);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('retries a POST carrying Idempotency-Key with the same key and body', async () => {
    script('/api/cashier/makedeposit', fail(503, 'BillingUnavailableException'), ok({ id: 't1' }));
    const { api } = client();
    await expect(
      api.call(makeDeposit, { amount: '25' }, { idempotencyKey: 'key-abc' }),
    ).resolves.toEqual({ id: 't1' });
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-abc', 'key-abc']);
    expect(requests.map((r) => r.body)).toEqual(['amount=25', 'amount=25']);
  });
});

describe('network failures', () => {
  it('a dropped connection on a GET is retried once', async () => {
    script('/api/account/getInfo', { destroy: true }, ok({ uid: 9 }));
    await expect(client().api.call(getInfo, {})).resolves.toEqual({ uid: 9 });
    expect(requests).toHaveLength(2);
  });

  it('a dropped connection twice gives NetworkError', async () => {
    script('/api/account/getInfo', { destroy: true }, { destroy: true });
    const e = await client()
      .api.call(getInfo, {})
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as NetworkError).path).toBe('/api/account/getInfo');
    expect(requests).toHaveLength(2);
  });

  it('a dropped connection on a POST is not retried, even with an Idempotency-Key', async () => {
    script('/api/cashier/makedeposit', { destroy: true }, ok({ id: 't1' }));
    const e = await client()
      .api.call(makeDeposit, { amount: '1' }, { idempotencyKey: 'k' })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect(requests).toHaveLength(1);
  });

  it('an unreachable server gives NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const e = await client({ baseUrl: `http://127.0.0.1:${port}`, retries: 0 })
      .api.call(getInfo, {})
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
  });
});

describe('aborts', () => {
  it('propagates the AbortError and does not retry', async () => {
    const controller = new AbortController();
    controller.abort();
    script('/api/account/getInfo', ok({ uid: 1 }));
    const onError = vi.fn();
    const e = await client({ onError })
      .api.call(getInfo, {}, { signal: controller.signal })
      .catch((x: unknown) => x);
    expect((e as Error).name).toBe('AbortError');
    expect(e).not.toBeInstanceOf(NetworkError);
    expect(requests).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('an abort during the retry wait stops the call', async () => {
    script('/api/account/getInfo', fail(503, 'BillingUnavailableException'), ok({ uid: 1 }));
    const controller = new AbortController();
    const clock: Clock = {
      now: () => 0,
      sleep: (_ms, signal) => {
        controller.abort();
        return Promise.reject(signal?.reason as Error);
      },
    };
    const e = await client({ clock })
      .api.call(getInfo, {}, { signal: controller.signal })
      .catch((x: unknown) => x);
    expect((e as Error).name).toBe('AbortError');
    expect(requests).toHaveLength(1);
  });
});

describe('method refs (zod-free)', () => {
  it('calls /api/{group}/{method} from a ref exactly as from its definition', async () => {
    script('/api/account/getInfo', ok({ uid: 4 }), ok({ uid: 4 }));
    const { api } = client();
    await expect(api.call(getInfoRef, {})).resolves.toEqual({ uid: 4 });
    await expect(api.call(getInfo, {})).resolves.toEqual({ uid: 4 });
    expect(requests.map((r) => [r.method, r.path, r.query.toString()])).toEqual([
      ['GET', '/api/account/getInfo', 'v=7&locale=en'],
      ['GET', '/api/account/getInfo', 'v=7&locale=en'],
    ]);
  });

  it('posts a ref call as form data and retries it with its Idempotency-Key', async () => {
    script('/api/cashier/makedeposit', fail(503, 'BillingUnavailableException'), ok({ id: 't2' }));
    await expect(
      client().api.call(makeDepositRef, { amount: '5' }, { idempotencyKey: 'k-1' }),
    ).resolves.toEqual({ id: 't2' });
    expect(requests.map((r) => [r.method, r.body, r.headers['idempotency-key']])).toEqual([
      ['POST', 'amount=5', 'k-1'],
      ['POST', 'amount=5', 'k-1'],
    ]);
  });

  it('validateResults checks definitions only: a ref has no schema, its data passes through', async () => {
    script('/api/account/getInfo', ok({ uid: 'seven' }), ok({ uid: 'seven' }));
    const { api } = client({ validateResults: true });
    await expect(api.call(getInfoRef, {})).resolves.toEqual({ uid: 'seven' });
    await expect(api.call(getInfo, {})).rejects.toBeInstanceOf(ResultValidationError);
  });

  it('hands onError the ref it was called with', async () => {
    script('/api/account/getInfo', fail(403, 'UserBannedException'));
    const seen: unknown[] = [];
    const { api } = client({ onError: (_e, call) => seen.push(call.def) });
    await api.call(getInfoRef, {}).catch(() => undefined);
    expect(seen).toEqual([getInfoRef]);
  });

  it('types params and result from the ref', () => {
    const { api } = client();
    const typed = () => {
      expectTypeOf(api.call(getInfoRef, {})).resolves.toEqualTypeOf<{ uid: number }>();
      expectTypeOf(api.call(makeDepositRef, { amount: '1' })).resolves.toEqualTypeOf<{
        id: string;
      }>();
      // @ts-expect-error amount is a string
      void api.call(makeDepositRef, { amount: 1 });
    };
    expect(typeof typed).toBe('function');
  });
});

describe('types come from the MethodDef', () => {
  it('takes ParamsIn and resolves with ResultOf', () => {
    const { api } = client();
    // Never called: these lines only have to type-check (tsc runs over tests too).
    const typed = () => {
      expectTypeOf(api.call(getThing, { count: '10' })).resolves.toEqualTypeOf<{
        items: { id: number }[];
      }>();
      expectTypeOf(api.call(saveThing, { name: 'x' })).resolves.toEqualTypeOf<1>();
      // @ts-expect-error name is required
      void api.call(saveThing, {});
      // @ts-expect-error count is a number or a decimal string
      void api.call(getThing, { count: true });
    };
    expect(typeof typed).toBe('function');
  });
});
