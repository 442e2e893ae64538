/**
 * cashier over real HTTP: deposit settings, makedeposit (idempotency, §5 amount and
 * requisites rules, method availability, deposit limits enforced atomically), getdepositinfo
 * (owner only), history paging and type filter, banks.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { depositLimits, deposits, users } from '../src/db/schema/index.ts';
import { settleDeposit } from '../src/cashier/index.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { CARD, makeDeposit, methodId } from './deposit-helpers.ts';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 1 });

async function player(
  options: { currency?: string } = {},
): Promise<{ id: number; client: TestClient }> {
  const id = await server.createUser({ currency: options.currency ?? 'USD', confirmed: true });
  const client = server.client();
  await server.signIn(client, id);
  return { id, client };
}

async function depositCount(userId: number): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    server.db,
    sql`select count(*)::text as n from deposits where user_id = ${userId}`,
  );
  return Number(row?.n);
}

describe('cashier.getdepositsettings', () => {
  it("names the methods in the request's locale (issue 17: English on /ru/ and /pt/)", async () => {
    const { client } = await player();
    const names = async (locale: string) =>
      (await client.get('/api/cashier/getdepositsettings', { locale })).body.data.methods.map(
        (m: { name: string }) => m.name,
      );
    expect(await names('en')).toEqual(
      expect.arrayContaining(['Bank card', 'Bank transfer (IBAN)']),
    );
    expect(await names('ru')).toEqual(
      expect.arrayContaining(['Банковская карта', 'Банковский перевод (IBAN)']),
    );
    expect(await names('pt')).toEqual(
      expect.arrayContaining(['Cartão bancário', 'Transferência bancária (IBAN)']),
    );
  });

  it("lists the methods of the player's currency with limits, step and requisites", async () => {
    const { client } = await player();
    const res = await client.get('/api/cashier/getdepositsettings');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.currency).toBe('USD');
    expect(data.deposit_limit).toBeNull();
    const bySysname = Object.fromEntries(
      (data.methods as { sysname: string }[]).map((m) => [m.sysname, m]),
    );
    expect(Object.keys(bySysname).sort()).toEqual(['bank_transfer', 'card']);
    expect(bySysname.card).toMatchObject({
      type: 'card',
      name: 'Bank card',
      limits: { USD: { min: '10', max: '5000' } },
      step: '1',
      requisites: ['card_number', 'card_holder'],
      saved_cards: [],
    });
    expect(bySysname.bank_transfer).toMatchObject({
      type: 'bank_transfer',
      limits: { USD: { min: '50', max: '20000' } },
      step: '10',
      requisites: [],
    });
  });

  it('offers PIX with CPF for BRL and no bank transfer', async () => {
    const { client } = await player({ currency: 'BRL' });
    const data = (await client.get('/api/cashier/getdepositsettings')).body.data;
    expect(data.currency).toBe('BRL');
    const methods = data.methods as { sysname: string; requisites: string[]; limits: object }[];
    expect(methods.map((m) => m.sysname)).toEqual(['pix', 'card']);
    expect(methods[0]).toMatchObject({
      requisites: ['cpf'],
      limits: { BRL: { min: '20', max: '50000' } },
    });
  });

  it('guests get AuthorizationException', async () => {
    const res = await server.client().get('/api/cashier/getdepositsettings');
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
  });
});

describe('cashier.makedeposit', () => {
  it('creates a pending deposit and answers the provider page to send the player to', async () => {
    const { id, client } = await player();
    const res = await makeDeposit(client, { amount: '25' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ status: 'pending', open_in_new_window: false });
    expect(data.transaction_id).toMatch(/^dep-\d+$/);
    expect(data.redirect_url).toMatch(
      new RegExp(`^/demo-pay/${data.transaction_id}\\?token=[\\w-]{20,}$`),
    );
    const info = await client.get('/api/cashier/getdepositinfo', {
      transaction_id: data.transaction_id,
    });
    expect(info.body.data).toMatchObject({
      id: data.transaction_id,
      type: 'deposit',
      status: 'pending',
      amount: '25',
      currency: 'USD',
      method: 'card',
      method_name: 'Bank card',
      can_cancel: false,
    });
    // Nothing is credited until the provider settles it.
    expect(await getBalance(server.db, id, 'main', 'USD')).toBe(0n);
  });

  it('opens bank transfers in a new window', async () => {
    const { client } = await player();
    const res = await makeDeposit(client, { method: 'bank_transfer', amount: '100' });
    expect(res.body.data).toMatchObject({ status: 'pending', open_in_new_window: true });
  });

  it('a retry with the same Idempotency-Key answers the same deposit and moves money once', async () => {
    const { id, client } = await player();
    const key = randomUUID();
    const first = await makeDeposit(client, { amount: '40' }, key);
    const second = await makeDeposit(client, { amount: '40' }, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await depositCount(id)).toBe(1);
    await settleDeposit(server.db, first.body.data.transaction_id, 'success');
    const third = await makeDeposit(client, { amount: '40' }, key);
    expect(third.body).toEqual(first.body);
    expect(await depositCount(id)).toBe(1);
    expect(await getBalance(server.db, id, 'main', 'USD')).toBe(toMinor('40'));
  });

  it('the same key with a different amount is refused with InvalidRequestException', async () => {
    const { id, client } = await player();
    const key = randomUUID();
    await makeDeposit(client, { amount: '40' }, key);
    const res = await makeDeposit(client, { amount: '41' }, key);
    expect(res.status).toBe(400);
    expect(res.body.data.type).toBe('InvalidRequestException');
    expect(await depositCount(id)).toBe(1);
  });

  it('refuses a deposit without an Idempotency-Key', async () => {
    const { client } = await player();
    const res = await client.post('/api/cashier/makedeposit', {
      method: 'card',
      methodId: String(await methodId(client, 'card')),
      amount: '20',
      requisites: JSON.stringify(CARD),
    });
    expect(res.body.data.type).toBe('InvalidRequestException');
  });

  it('validates the amount with the §5 deposit rules: min/max per currency, step multiple, two decimals', async () => {
    const { id, client } = await player();
    // The code travels in invalid_parameters, the currency's numbers in error_data.
    const cases: [string, string, string, Record<string, number | string> | undefined][] = [
      ['card', '5', 'sumError', { min: 10, max: 5000, currency: 'USD' }],
      ['card', '5001', 'sumError', { min: 10, max: 5000, currency: 'USD' }],
      ['card', '10.5', 'multipleOf', { value: 1 }],
      ['bank_transfer', '55', 'multipleOf', { value: 10 }],
      ['card', '0', 'wrongField', undefined],
    ];
    for (const [method, amount, code, params] of cases) {
      const res = await makeDeposit(client, { method, amount });
      expect(res.status, `${method} ${amount}`).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      expect(res.body.data.invalid_parameters).toEqual({ amount: code });
      expect(res.body.data.error_data?.reason_params).toEqual(
        params ? { amount: params } : undefined,
      );
    }
    const threeDecimals = await makeDeposit(client, { amount: '10.555' });
    expect(threeDecimals.body.data.type).toBe('InvalidParameterException');
    expect(Object.keys(threeDecimals.body.data.invalid_parameters)).toEqual(['amount']);
    expect(await depositCount(id)).toBe(0);
  });

  it('an unknown method, or one not offered in the currency, is an InvalidParameterException on method', async () => {
    const { client } = await player();
    for (const method of ['crypto', 'pix']) {
      const res = await makeDeposit(client, { method, amount: '20', methodId: 1 });
      expect(res.status).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      expect(Object.keys(res.body.data.invalid_parameters)).toEqual(['method']);
    }
    const mismatch = await makeDeposit(client, {
      amount: '20',
      methodId: await methodId(client, 'bank_transfer'),
    });
    expect(Object.keys(mismatch.body.data.invalid_parameters)).toEqual(['methodId']);
  });

  it('validates requisites: Luhn card number, card holder, CPF check digits', async () => {
    const { client } = await player();
    const badCard = await makeDeposit(client, {
      amount: '20',
      requisites: { card_number: '4111111111111112', card_holder: 'Alex' },
    });
    expect(badCard.body.data.type).toBe('InvalidParameterException');
    expect(Object.keys(badCard.body.data.invalid_parameters)).toEqual(['requisites.card_number']);
    const noHolder = await makeDeposit(client, {
      amount: '20',
      requisites: { card_number: '4111111111111111' },
    });
    expect(noHolder.body.data.invalid_parameters).toEqual({
      'requisites.card_holder': 'requiredField',
    });
    const unknownMask = await makeDeposit(client, {
      amount: '20',
      requisites: { card_number: '411111...1111', card_holder: 'Alex' },
    });
    expect(unknownMask.body.data.invalid_parameters).toEqual({
      'requisites.card_number': 'cardNumber',
    });

    const brl = await player({ currency: 'BRL' });
    const badCpf = await makeDeposit(brl.client, {
      method: 'pix',
      amount: '20',
      requisites: { cpf: '529.982.247-24' },
    });
    expect(badCpf.body.data.invalid_parameters).toEqual({ 'requisites.cpf': 'cpf' });
    const goodCpf = await makeDeposit(brl.client, {
      method: 'pix',
      amount: '20',
      requisites: { cpf: '529.982.247-25' },
    });
    expect(goodCpf.body.data.status).toBe('pending');
  });

  it('a paid card is offered again as a saved card, masked, and may be chosen by its mask', async () => {
    const { id, client } = await player();
    const first = await makeDeposit(client, { amount: '20' });
    await settleDeposit(server.db, first.body.data.transaction_id, 'success');
    const card = (await client.get('/api/cashier/getdepositsettings')).body.data.methods.find(
      (m: { sysname: string }) => m.sysname === 'card',
    );
    expect(card.saved_cards).toEqual([
      { card_number: '411111...1111', card_holder: 'Alex Morgan' },
    ]);
    const again = await makeDeposit(client, {
      amount: '20',
      requisites: { card_number: '411111...1111', card_holder: 'Alex Morgan' },
    });
    expect(again.body.data.status).toBe('pending');
    const [stored] = await server.db
      .select({ requisites: deposits.requisites })
      .from(deposits)
      .where(eq(deposits.userId, id));
    // The full card number is never stored.
    expect(JSON.stringify(stored?.requisites)).not.toContain('4111111111111111');
  });
});

describe('deposit limits', () => {
  async function limitPlayer(limit: string, periodDays = 7) {
    const p = await player();
    await server.db.insert(depositLimits).values({
      userId: p.id,
      periodDays,
      limitMinor: toMinor(limit),
      currency: 'USD',
    });
    return p;
  }

  it('shows the limit in the deposit settings and refuses a deposit over what is left', async () => {
    const { id, client } = await limitPlayer('100');
    const before = (await client.get('/api/cashier/getdepositsettings')).body.data.deposit_limit;
    expect(before).toMatchObject({
      period: 7,
      limit_amount: '100',
      available_amount: '100',
      currency: 'USD',
      can_edit: true,
    });
    expect(Date.parse(before.expired_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const first = await makeDeposit(client, { amount: '60' });
    await settleDeposit(server.db, first.body.data.transaction_id, 'success');
    const over = await makeDeposit(client, { amount: '50' });
    expect(over.status).toBe(400);
    expect(over.body.data.type).toBe('BillingDepositLimitExceededException');
    expect(over.body.data.error_data).toMatchObject({ available_amount: '40', currency: 'USD' });
    expect(await depositCount(id)).toBe(1);
    const exact = await makeDeposit(client, { amount: '40' });
    expect(exact.body.data.status).toBe('pending');
    const after = (await client.get('/api/cashier/getdepositsettings')).body.data.deposit_limit;
    expect(after.available_amount).toBe('0');
  });

  it('concurrent deposits can never overshoot the limit', async () => {
    const { id, client } = await limitPlayer('100', 1);
    const card = await methodId(client, 'card');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => makeDeposit(client, { amount: '30', methodId: card })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.body.data.type).toBe('BillingDepositLimitExceededException');
      expect(r.body.data.error_data.available_amount).toBe('10');
    }
    const [sum] = await queryRows<{ total: string }>(
      server.db,
      sql`select sum(amount_minor)::text as total from deposits where user_id = ${id}`,
    );
    expect(sum?.total).toBe('9000');
  });

  it('a failed or cancelled deposit gives its amount back to the limit', async () => {
    const { client } = await limitPlayer('50');
    const first = await makeDeposit(client, { amount: '50' });
    expect((await makeDeposit(client, { amount: '10' })).body.data.type).toBe(
      'BillingDepositLimitExceededException',
    );
    await settleDeposit(server.db, first.body.data.transaction_id, 'fail');
    expect((await makeDeposit(client, { amount: '50' })).body.data.status).toBe('pending');
  });
});

describe('cashier.getdepositinfo', () => {
  it("refuses another player's transaction (deposit or withdrawal) and an unknown one", async () => {
    const owner = await player();
    const other = await player();
    const dep = (await makeDeposit(owner.client, { amount: '20' })).body.data.transaction_id;
    for (const transaction_id of [dep, 'dep-999999', 'wdr-1', 'nonsense']) {
      const res = await other.client.get('/api/cashier/getdepositinfo', { transaction_id });
      expect(res.status, transaction_id).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      expect(res.body.data.invalid_parameters).toEqual({
        transaction_id: 'wrongField',
      });
      expect(res.body.data.message).toBe('Transaction not found');
    }
    const mine = await owner.client.get('/api/cashier/getdepositinfo', { transaction_id: dep });
    expect(mine.body.data.id).toBe(dep);
  });

  it('reports the settled status for the result screens', async () => {
    const { client } = await player();
    const ok = (await makeDeposit(client, { amount: '20' })).body.data.transaction_id;
    const failed = (await makeDeposit(client, { amount: '20' })).body.data.transaction_id;
    const cancelled = (await makeDeposit(client, { amount: '20' })).body.data.transaction_id;
    await settleDeposit(server.db, ok, 'success');
    await settleDeposit(server.db, failed, 'fail');
    await settleDeposit(server.db, cancelled, 'cancel');
    const status = async (transaction_id: string) =>
      (await client.get('/api/cashier/getdepositinfo', { transaction_id })).body.data.status;
    expect(await status(ok)).toBe('success');
    expect(await status(failed)).toBe('fail');
    expect(await status(cancelled)).toBe('cancel');
  });
});

describe('cashier.gethistory', () => {
  it('pages deposits and withdrawals newest first, with the total count and a type filter', async () => {
    const { id, client } = await player();
    await server.fund(id, '500');
    const ids: string[] = [];
    for (const amount of ['20', '30', '40']) {
      ids.push((await makeDeposit(client, { amount })).body.data.transaction_id);
    }
    const card = (await client.get('/api/cashier/getwithdrawsettings')).body.data.methods.find(
      (m: { sysname: string }) => m.sysname === 'card',
    );
    for (const amount of ['25', '35']) {
      const res = await client.post(
        '/api/cashier/makewithdrawal',
        { method: 'card', methodId: String(card.id), amount, requisites: JSON.stringify(CARD) },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    const newestFirst = [...ids].reverse();

    const page1 = (await client.get('/api/cashier/gethistory', { offset: '0', count: '2' })).body
      .data;
    expect(page1.count).toBe(5);
    expect(page1.offset).toBe(0);
    expect(page1.items.map((t: { id: string }) => t.id)).toEqual(newestFirst.slice(0, 2));
    const page3 = (await client.get('/api/cashier/gethistory', { offset: '4', count: '2' })).body
      .data;
    expect(page3.items.map((t: { id: string }) => t.id)).toEqual(newestFirst.slice(4));
    expect(page3.count).toBe(5);
    const beyond = (await client.get('/api/cashier/gethistory', { offset: '10' })).body.data;
    expect(beyond).toEqual({ items: [], count: 5, offset: 10 });

    const onlyDeposits = (await client.get('/api/cashier/gethistory', { type: 'deposit' })).body
      .data;
    expect(onlyDeposits.count).toBe(3);
    expect(onlyDeposits.items.every((t: { type: string }) => t.type === 'deposit')).toBe(true);
    const onlyWithdrawals = (await client.get('/api/cashier/gethistory', { type: 'withdrawal' }))
      .body.data;
    expect(onlyWithdrawals.count).toBe(2);
    expect(onlyWithdrawals.items[0]).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      amount: '35',
      can_cancel: true,
    });

    // Another player's history is separate.
    const other = await player();
    expect((await other.client.get('/api/cashier/gethistory')).body.data).toEqual({
      items: [],
      count: 0,
      offset: 0,
    });
  });

  it('refuses a bad type or page size', async () => {
    const { client } = await player();
    const queries: Record<string, string>[] = [{ type: 'bonus' }, { count: '0' }, { count: '101' }];
    for (const query of queries) {
      const res = await client.get('/api/cashier/gethistory', query);
      expect(res.body.data.type).toBe('InvalidParameterException');
    }
  });
});

describe('cashier.getbanks', () => {
  it('lists the banks of bank transfer and PIX for the currency', async () => {
    const usd = await player();
    const banks = (await usd.client.get('/api/cashier/getbanks', { method: 'bank_transfer' })).body
      .data;
    expect(banks.map((b: { code: string }) => b.code)).toEqual([
      'CHASUS33',
      'BOFAUS3N',
      'WFBIUS6S',
      'CITIUS33',
    ]);
    const brl = await player({ currency: 'BRL' });
    const pix = (await brl.client.get('/api/cashier/getbanks', { method: 'pix' })).body.data;
    expect(pix).toContainEqual({ code: '341', name: 'Itaú Unibanco', logo: null });
  });

  it('a method without banks, or not offered in the currency, is an InvalidParameterException', async () => {
    const usd = await player();
    for (const method of ['card', 'pix', 'nope']) {
      const res = await usd.client.get('/api/cashier/getbanks', { method });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.data.invalid_parameters)).toEqual(['method']);
    }
  });
});

describe('makedeposit in another currency', () => {
  it('deposits in the currency of the signed-in player (EUR)', async () => {
    const { id, client } = await player({ currency: 'EUR' });
    const res = await makeDeposit(client, { amount: '15' });
    expect(res.status).toBe(200);
    const [row] = await server.db
      .select({ currency: deposits.currency })
      .from(deposits)
      .where(and(eq(deposits.userId, id)));
    expect(row?.currency).toBe('EUR');
    const [u] = await server.db.select({ c: users.currency }).from(users).where(eq(users.id, id));
    expect(u?.c).toBe('EUR');
  });
});
