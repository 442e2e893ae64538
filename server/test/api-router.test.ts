import { defineMethod, wire } from '@croupier/core/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deposits } from '../src/db/schema/index.ts';
import { ServerError } from '../src/errors.ts';
import { registerMethod } from '../src/http/api-router.ts';
import { getBalance, postTransaction, toMinor } from '../src/ledger/index.ts';
import { useTestServer } from './helpers.ts';

// Methods that exist only in this test, mounted through the same router as real groups.
const echo = defineMethod({
  group: 'test',
  name: 'echo',
  verb: 'GET',
  params: z.object({ count: wire.int(), flag: z.optional(wire.bool()) }),
  result: z.object({
    count: z.number(),
    flag: z.boolean(),
    locale: z.string(),
    user: z.nullable(z.number()),
  }),
  doc: 'Echoes coerced parameters.',
});
const guestOnly = defineMethod({
  group: 'test',
  name: 'guestOnly',
  verb: 'POST',
  access: 'guest',
  params: wire.none(),
  result: wire.one(),
  doc: 'Only for guests.',
});
const boom = defineMethod({
  group: 'test',
  name: 'boom',
  verb: 'GET',
  params: wire.none(),
  result: wire.one(),
  doc: 'Throws an unexpected error.',
});
const spin = defineMethod({
  group: 'test',
  name: 'spin',
  verb: 'POST',
  access: 'user',
  params: z.object({ amount: wire.amount() }),
  result: z.object({ balance: z.string() }),
  doc: 'Debits the main balance like a spin.',
});
const pay = defineMethod({
  group: 'test',
  name: 'pay',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ amount: wire.amount() }),
  result: z.object({ id: z.number() }),
  doc: 'A deposit-like call that needs an Idempotency-Key.',
});
const note = defineMethod({
  group: 'test',
  name: 'note',
  verb: 'POST',
  params: z.object({
    text: z.string(),
    tags: z.optional(wire.json(z.record(z.string(), z.string()))),
  }),
  result: wire.one(),
  doc: 'Takes free text and a JSON field, as profile names and payment requisites do.',
});
const limited = defineMethod({
  group: 'test',
  name: 'limited',
  verb: 'POST',
  params: z.object({ login: z.string() }),
  result: wire.one(),
  doc: 'Rate-limited like login.',
});

const server = useTestServer({
  seedGames: 7,
  register(app) {
    registerMethod(app, echo, ({ params, locale, user }) => ({
      count: params.count,
      flag: params.flag ?? false,
      locale,
      user: user?.id ?? null,
    }));
    registerMethod(app, guestOnly, () => 1 as const);
    registerMethod(app, boom, () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    registerMethod(app, spin, async ({ params, db, requireUser }) => {
      const user = requireUser();
      spins += 1;
      const posted = await postTransaction(db, {
        kind: 'bet',
        reference: `test-spin-${user.id}-${spins}`,
        userId: user.id,
        entries: [
          {
            account: { userId: user.id, kind: 'main', currency: 'USD' },
            amountMinor: -toMinor(params.amount),
          },
          { account: { house: 'house', currency: 'USD' }, amountMinor: toMinor(params.amount) },
        ],
      });
      const mine = posted.entries.find((e) => e.amountMinor < 0n)!;
      return { balance: String(mine.balanceAfterMinor) };
    });
    registerMethod(app, pay, async ({ params, db, requireUser, idempotencyKey }) => {
      const user = requireUser();
      const [row] = await db
        .insert(deposits)
        .values({
          userId: user.id,
          methodId: 1,
          currency: 'USD',
          amountMinor: toMinor(params.amount),
          idempotencyKey,
        })
        .returning({ id: deposits.id });
      return { id: row!.id };
    });
    registerMethod(app, note, () => {
      notes += 1;
      return 1 as const;
    });
    registerMethod(
      app,
      limited,
      ({ params }) => {
        if (params.login === 'fail')
          throw new ServerError('AuthorizationException', 'Wrong login or password');
        return 1 as const;
      },
      {
        rateLimit: {
          rule: { limit: 3, windowSeconds: 60 },
          key: (ctx) => `test-login:${ctx.request.ip}`,
        },
      },
    );
  },
});
let spins = 0;
let notes = 0;

/** A multipart body as a browser's FormData makes it, with its content type. */
async function multipartOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  };
}

describe('API router', () => {
  it('answers {data} with parameters coerced by the contract; v, locale and _non_strict are not parameters', async () => {
    const res = await server
      .client()
      .get('/api/test/echo', { count: '7', flag: '1', _non_strict: '1', locale: 'pt-BR' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { count: 7, flag: true, locale: 'pt', user: null } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('invalid parameters → 422 InvalidParameterException with invalid_parameters field → reason', async () => {
    const res = await server.client().get('/api/test/echo', { count: 'seven', flag: 'maybe' });
    expect(res.status).toBe(422);
    expect(res.body.statusCode).toBe(422);
    expect(res.body.data.type).toBe('InvalidParameterException');
    expect(Object.keys(res.body.data.invalid_parameters).sort()).toEqual(['count', 'flag']);
    const missing = await server.client().get('/api/test/echo');
    expect(missing.body.data.invalid_parameters).toEqual({ count: 'requiredField' });
  });

  it('POST accepts urlencoded and multipart form data, and refuses JSON and other bodies', async () => {
    const userId = await server.createUser();
    await postTransaction(server.db, {
      kind: 'deposit',
      reference: `router-fund-${userId}`,
      entries: [
        { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: 10_000n },
        { account: { house: 'payments', currency: 'USD' }, amountMinor: -10_000n },
      ],
    });
    const c = server.client();
    await server.signIn(c, userId);
    expect((await c.post('/api/test/spin', { amount: '10.5' })).body).toEqual({
      data: { balance: '8950' },
    });
    const multipart = await c.request('POST', '/api/test/spin', {
      query: { v: '1', locale: 'en' },
      raw: await multipartOf({ amount: '0.5' }),
    });
    expect(multipart.body).toEqual({ data: { balance: '8900' } });

    for (const raw of [
      { body: JSON.stringify({ amount: 0.5 }), type: 'application/json' },
      { body: 'amount=0.5', type: 'text/plain' },
      { body: '<amount>0.5</amount>', type: 'application/xml' },
    ]) {
      const refused = await c.request('POST', '/api/test/spin', { raw });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        statusCode: 400,
        data: { type: 'InvalidRequestException' },
      });
    }
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(8900n);
  });

  it('NUL, lone surrogates and prototype keys → 422 naming the field, before the handler runs', async () => {
    const c = server.client();
    const before = notes;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ text: 'Ann\u0000' }, { text: 'Contains characters that are not allowed' }],
      // JSON text carries what a form field cannot: a lone surrogate, NUL in a key.
      [
        { text: 'Ann', tags: '{"a":"\\ud800"}' },
        { 'tags.a': 'Contains characters that are not allowed' },
      ],
      [
        { text: 'Ann', tags: '{"a\\u0000":"x"}' },
        { 'tags.a\u0000': 'Contains characters that are not allowed' },
      ],
      [
        { text: 'Ann', tags: '{"constructor":"x"}' },
        { 'tags.constructor': 'Field name is not allowed' },
      ],
      // Computed keys: a literal `__proto__:` would set the prototype, not a field.
      [{ text: 'Ann', ['__proto__']: 'x' }, { ['__proto__']: 'Field name is not allowed' }],
    ];
    for (const [form, reasons] of cases) {
      const body = Object.entries(form)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&');
      const res = await c.request('POST', '/api/test/note', {
        raw: { body, type: 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      expect(res.body.data.invalid_parameters).toEqual(reasons);
    }
    const multipart = await c.request('POST', '/api/test/note', {
      raw: await multipartOf({ text: 'x\u0000y' }),
    });
    expect(multipart.status).toBe(422);
    expect(multipart.body.data.invalid_parameters).toEqual({
      text: 'Contains characters that are not allowed',
    });
    expect(notes).toBe(before);
    expect((await c.post('/api/test/note', { text: 'Ann', tags: '{"a":"b"}' })).body).toEqual({
      data: 1,
    });
  });

  it('an integer parameter beyond 32 bits → 422 naming the field (ids and counts are int columns)', async () => {
    for (const count of ['2147483648', '-2147483649', '9007199254740993']) {
      const res = await server.client().get('/api/test/echo', { count });
      expect(res.status).toBe(422);
      expect(res.body.data.invalid_parameters).toEqual({ count: expect.any(String) });
    }
    expect((await server.client().get('/api/test/echo', { count: '2147483647' })).status).toBe(200);
  });

  it('a truncated or unreadable multipart body → 400 InvalidRequestException', async () => {
    const c = server.client();
    const whole = await multipartOf({ text: 'Ann' });
    const boundary = whole.type.split('boundary=')[1]!;
    for (const raw of [
      { body: whole.body.subarray(0, whole.body.length - 10), type: whole.type },
      { body: whole.body, type: 'multipart/form-data' },
      { body: whole.body, type: 'multipart/form-data; boundary=other' },
      { body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`, type: whole.type },
    ]) {
      const res = await c.request('POST', '/api/test/note', { raw });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        data: { type: 'InvalidRequestException' },
      });
    }
  });

  it('unknown methods and wrong verbs → 404 MethodNotFoundException', async () => {
    const unknown = await server.client().get('/api/test/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.type).toBe('MethodNotFoundException');
    const wrongVerb = await server.client().post('/api/test/echo', { count: '1' });
    expect(wrongVerb.status).toBe(404);
    expect(wrongVerb.body.data.type).toBe('MethodNotFoundException');
  });

  it('guest-only methods refuse a signed-in player with AccessDeniedException', async () => {
    expect((await server.client().post('/api/test/guestOnly')).body).toEqual({ data: 1 });
    const c = server.client();
    await server.signIn(c, await server.createUser());
    const res = await c.post('/api/test/guestOnly');
    expect(res.status).toBe(403);
    expect(res.body.data.type).toBe('AccessDeniedException');
  });

  it('an unexpected error answers 500 InternalServerErrorException without leaking internals', async () => {
    const res = await server.client().get('/api/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      data: { type: 'InternalServerErrorException', message: 'Internal server error' },
    });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('50 concurrent spins over HTTP never drive the balance below zero', async () => {
    const userId = await server.createUser();
    await postTransaction(server.db, {
      kind: 'deposit',
      reference: `router-spins-${userId}`,
      entries: [
        { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: toMinor('100') },
        { account: { house: 'payments', currency: 'USD' }, amountMinor: -toMinor('100') },
      ],
    });
    const c = server.client();
    await server.signIn(c, userId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => c.post('/api/test/spin', { amount: '7' })),
    );
    const ok = results.filter((r) => r.status === 200);
    const declined = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(14);
    expect(declined).toHaveLength(36);
    for (const r of declined) expect(r.body.data.type).toBe('BillingTransactionDeclinedException');
    expect(ok.every((r) => Number(r.body.data.balance) >= 0)).toBe(true);
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(toMinor('2'));
  });

  it('an idempotent method needs an Idempotency-Key, and a retry returns the first answer', async () => {
    const c = server.client();
    await server.signIn(c, await server.createUser());
    const without = await c.post('/api/test/pay', { amount: '25' });
    expect(without.status).toBe(400);
    expect(without.body.data.type).toBe('InvalidRequestException');
    const key = { 'idempotency-key': 'form-opened-0001' };
    const first = await c.post('/api/test/pay', { amount: '25' }, key);
    const retry = await c.post('/api/test/pay', { amount: '25' }, key);
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    const other = await c.post('/api/test/pay', { amount: '30' }, key);
    expect(other.status).toBe(400);
    const fresh = await c.post(
      '/api/test/pay',
      { amount: '25' },
      { 'idempotency-key': 'form-opened-0002' },
    );
    expect(fresh.body.data.id).not.toBe(first.body.data.id);
  });

  it('rate-limited methods answer 429 TooManyRequestsException with Retry-After', async () => {
    const c = server.client();
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/test/limited', { login: 'fail' })).status).toBe(401);
    const limitedRes = await c.post('/api/test/limited', { login: 'fail' });
    expect(limitedRes.status).toBe(429);
    expect(limitedRes.body.data.type).toBe('TooManyRequestsException');
    expect(Number(limitedRes.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
