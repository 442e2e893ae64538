/**
 * The §8 error types no ordinary flow meets, each from its real cause in the reference server
 * (issue 17): the operator's switches (maintenance, the demo payment provider down, failing or
 * garbled), the operator's ban, and the demo providers' documented triggers (magic withdrawal
 * amounts and test card numbers, demo mode only).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cardNumberRule } from '@croupier/core/validation';
import { sessions } from '../src/db/schema/index.ts';
import { DEMO_CARD_NUMBERS, DEMO_WITHDRAWAL_AMOUNTS } from '../src/cashier/demo-triggers.ts';
import { SwitchStore } from '../src/operator/switch-store.ts';
import { useTestServer, type TestClient } from './helpers.ts';

const TOKEN = 'test-operator-token-0123456789';
const server = useTestServer({ seedGames: 1, env: { OPERATOR_TOKEN: TOKEN, DEMO_MODE: '1' } });

const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };

function operator(method: 'GET' | 'POST', path: string, json?: unknown, token = TOKEN) {
  return server.client({ marker: null, origin: null }).request(method, path, {
    ...(json === undefined ? {} : { json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function setSwitch(name: string, value: string): Promise<void> {
  const res = await operator('POST', '/operator/switches', { name, value });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

afterEach(async () => {
  await setSwitch('application', 'open');
  await setSwitch('payments', 'up');
});

async function player(): Promise<{ uid: number; client: TestClient }> {
  const uid = await server.createUser({ currency: 'USD', confirmed: true });
  await server.fund(uid, '2000');
  const client = server.client();
  await server.signIn(client, uid);
  return { uid, client };
}

async function cardMethodId(client: TestClient, purpose: 'deposit' | 'withdraw') {
  const settings = await client.get(`/api/cashier/get${purpose}settings`);
  return String(
    settings.body.data.methods.find((m: { sysname: string }) => m.sysname === 'card').id,
  );
}

async function deposit(client: TestClient, card = CARD) {
  return client.post(
    '/api/cashier/makedeposit',
    {
      method: 'card',
      methodId: await cardMethodId(client, 'deposit'),
      amount: '25',
      requisites: JSON.stringify(card),
    },
    { 'idempotency-key': randomUUID() },
  );
}

async function withdraw(client: TestClient, amount: string, card = CARD) {
  return client.post(
    '/api/cashier/makewithdrawal',
    {
      method: 'card',
      methodId: await cardMethodId(client, 'withdraw'),
      amount,
      requisites: JSON.stringify(card),
    },
    { 'idempotency-key': randomUUID() },
  );
}

describe('the application switch (maintenance, §8)', () => {
  it('unavailable: every API call answers 503 ApplicationUnavailableException until it opens', async () => {
    const { client } = await player();
    await setSwitch('application', 'unavailable');
    for (const res of [
      await client.get('/api/account/getInfo'),
      await server.client().get('/api/metadata/getgeneralinfo'),
      await client.post('/api/auth/login', { login: 'a@b.test', password: 'whatever1' }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body.data.type).toBe('ApplicationUnavailableException');
      expect(res.headers.get('retry-after')).toBe('10');
    }
    // The rest of the site stays up: health, translations, the operator.
    expect((await server.client().get('/health')).status).toBe(200);
    expect((await operator('GET', '/operator/switches')).body.data.application).toBe('unavailable');

    await setSwitch('application', 'open');
    const back = await client.get('/api/account/getInfo');
    expect(back.status).toBe(200);
    expect(back.body.data.uid).toBeGreaterThan(0); // the session survived the maintenance
  });

  it('disabled: 503 ApplicationDisabledException', async () => {
    await setSwitch('application', 'disabled');
    const res = await server.client().get('/api/metadata/getgeneralinfo');
    expect(res.status).toBe(503);
    expect(res.body.data.type).toBe('ApplicationDisabledException');
  });

  it('refuses unknown switches and values, and callers without the token', async () => {
    const name = await operator('POST', '/operator/switches', { name: 'nope', value: 'x' });
    expect(name.status).toBe(422);
    expect(name.body.data.invalid_parameters).toEqual({ name: 'wrongField' });
    const value = await operator('POST', '/operator/switches', {
      name: 'application',
      value: 'closed',
    });
    expect(value.body.data.invalid_parameters).toEqual({ value: 'wrongField' });
    const anonymous = await operator(
      'POST',
      '/operator/switches',
      { name: 'application', value: 'disabled' },
      '',
    );
    expect(anonymous.status).toBe(401);
    expect((await server.client().get('/api/metadata/getgeneralinfo')).status).toBe(200);
  });

  it('reaches every instance on the database (the other one within its read interval)', async () => {
    // Another instance is another store on the same database, with its own read interval.
    let now = 0;
    const elsewhere = new SwitchStore(server.db, 1000, () => now);
    expect((await elsewhere.read()).application).toBe('open');
    await setSwitch('application', 'unavailable');
    expect((await elsewhere.read()).application).toBe('open'); // still within its interval
    now = 1000;
    expect((await elsewhere.read()).application).toBe('unavailable');
  });
});

describe('the ban (§8 UserBanned, §2.3 user blocked)', () => {
  it('ends the session on its next call with UserBannedException; login is refused', async () => {
    const login = `banned-${randomUUID().slice(0, 8)}@croupier.test`;
    const uid = await server.createUser({ login, email: login, password: 'secret123' });
    const client = server.client();
    await server.signIn(client, uid);

    const ban = await operator('POST', `/operator/players/${encodeURIComponent(login)}/ban`);
    expect(ban.status).toBe(200);
    expect(ban.body.data).toMatchObject({ uid, status: 'banned' });

    const first = await client.get('/api/account/getInfo');
    expect(first.status).toBe(403);
    expect(first.body.data.type).toBe('UserBannedException');
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, uid))).toEqual([]);
    // After that the browser is a guest's: the session is over.
    const after = await client.get('/api/account/getInfo');
    expect(after.status).toBe(200);
    expect(after.body.data.uid).toBe(0);

    const again = await server.client().post('/api/auth/login', { login, password: 'secret123' });
    expect(again.body.data.type).toBe('UserBannedException');

    await operator('POST', `/operator/players/${uid}/unban`);
    const unbanned = await server
      .client()
      .post('/api/auth/login', { login, password: 'secret123' });
    expect(unbanned.status).toBe(200);
  });

  it('an unknown player is an invalid parameter', async () => {
    const res = await operator('POST', '/operator/players/nobody@nowhere.test/ban');
    expect(res.status).toBe(422);
    expect(res.body.data.type).toBe('InvalidParameterException');
  });
});

describe('the demo payment provider switch (§8 billing errors)', () => {
  it.each([
    ['down', 'BillingUnavailableException', 503],
    ['error', 'BillingServiceErrorException', 502],
    ['garbled', 'UnknownErrorException', 500],
  ])('payments %s: a deposit answers %s and opens nothing', async (value, type, status) => {
    const { client } = await player();
    await setSwitch('payments', value);
    const res = await deposit(client);
    expect(res.status).toBe(status);
    expect(res.body.data.type).toBe(type);
    const history = await client.get('/api/cashier/gethistory', { type: 'deposit' });
    expect(history.body.data.count).toBe(0);
    await setSwitch('payments', 'up');
    expect((await deposit(client)).status).toBe(200);
  });
});

describe('the demo triggers (demo mode)', () => {
  it.each(Object.entries(DEMO_WITHDRAWAL_AMOUNTS))(
    'withdrawing %s answers its type and holds nothing',
    async (amount, trigger) => {
      const { client } = await player();
      const res = await withdraw(client, amount);
      expect(res.status).toBe(400);
      expect(res.body.data.type).toBe(trigger.type);
      const settings = await client.get('/api/cashier/getwithdrawsettings');
      expect(settings.body.data.available_amount).toBe('2000');
    },
  );

  it.each(Object.entries(DEMO_CARD_NUMBERS))(
    'card %s answers its type, on deposit and on withdrawal',
    async (number, trigger) => {
      expect(cardNumberRule(number)).toBeNull(); // a valid card: only the provider objects
      const { client } = await player();
      const card = { card_number: number, card_holder: 'Alex Morgan' };
      for (const res of [await deposit(client, card), await withdraw(client, '150', card)]) {
        expect(res.status).toBe(400);
        expect(res.body.data.type).toBe(trigger.type);
      }
    },
  );

  it('ordinary amounts and cards are untouched', async () => {
    const { client } = await player();
    expect((await withdraw(client, '101')).status).toBe(200);
    expect((await withdraw(client, '101.06')).status).toBe(200);
    expect((await deposit(client)).status).toBe(200);
  });
});

describe('outside demo mode', () => {
  const prod = useTestServer({ seedGames: 1, env: { DEMO_MODE: '0' } });
  it('the magic values are ordinary values', async () => {
    const uid = await prod.createUser({ currency: 'USD', confirmed: true });
    await prod.fund(uid, '2000');
    const client = prod.client();
    await prod.signIn(client, uid);
    const settings = await client.get('/api/cashier/getwithdrawsettings');
    const methodId = String(
      settings.body.data.methods.find((m: { sysname: string }) => m.sysname === 'card').id,
    );
    const res = await client.post(
      '/api/cashier/makewithdrawal',
      {
        method: 'card',
        methodId,
        amount: '101.01',
        requisites: JSON.stringify({ ...CARD, card_number: '4100000000000019' }),
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
