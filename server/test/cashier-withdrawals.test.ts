/**
 * cashier withdrawals over real HTTP: settings (available amount = main balance, requisites
 * per method), makewithdrawal (idempotent; §5 requisites; confirmed contact and KYC; min/max
 * and daily limits; the amount held through the ledger, never below zero under
 * concurrency) and cancelwithdrawal (the held money returns once).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ledgerTransactions, users, withdrawals } from '../src/db/schema/index.ts';
import { parseTransactionId } from '../src/cashier/transaction-id.ts';
import { pickUp, settle } from '../src/payouts/withdrawal-transitions.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { getHouseBalance } from '../src/ledger/balances.ts';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 1 });

const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };
const IBAN = 'DE89370400440532013000';
const CPF = '529.982.247-25';

interface Player {
  id: number;
  client: TestClient;
  currency: string;
}

async function player(
  options: {
    currency?: string;
    confirmed?: boolean;
    main?: string;
    isKycBlockEnabled?: boolean;
  } = {},
): Promise<Player> {
  const currency = options.currency ?? 'USD';
  const id = await server.createUser({
    currency,
    confirmed: options.confirmed ?? true,
    isKycBlockEnabled: options.isKycBlockEnabled,
  });
  if (options.main) await server.fund(id, options.main, { currency });
  const client = server.client();
  await server.signIn(client, id);
  return { id, client, currency };
}

async function settings(p: Player) {
  const res = await p.client.get('/api/cashier/getwithdrawsettings');
  expect(res.status).toBe(200);
  return res.body.data;
}

async function withdraw(
  p: Player,
  fields: { method?: string; amount: string; requisites?: unknown; methodId?: number },
  key: string = randomUUID(),
) {
  const method = fields.method ?? 'card';
  const methodId =
    fields.methodId ??
    (await settings(p)).methods.find((m: { sysname: string }) => m.sysname === method)?.id ??
    1;
  const requisites =
    fields.requisites ??
    (method === 'card' ? CARD : method === 'bank_transfer' ? { iban: IBAN } : { cpf: CPF });
  return p.client.post(
    '/api/cashier/makewithdrawal',
    {
      method,
      methodId: String(methodId),
      amount: fields.amount,
      requisites: JSON.stringify(requisites),
    },
    { 'idempotency-key': key },
  );
}

const main = (p: Player) => getBalance(server.db, p.id, 'main', p.currency);

async function unbalancedTransactions(): Promise<unknown[]> {
  return queryRows(
    server.db,
    sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_minor) <> 0`,
  );
}

describe('cashier.getwithdrawsettings', () => {
  it('offers the methods with the requisites each needs, and the main balance as available amount', async () => {
    const p = await player({ main: '250.5' });
    await server.fund(p.id, '100', { kind: 'bonus' });
    const data = await settings(p);
    expect(data.currency).toBe('USD');
    // Bonus money is not withdrawable.
    expect(data.available_amount).toBe('250.5');
    expect(data.pending).toEqual([]);
    const bySysname = Object.fromEntries(
      (data.methods as { sysname: string }[]).map((m) => [m.sysname, m]),
    );
    expect(bySysname.card).toMatchObject({
      requisites: ['card_number', 'card_holder'],
      limits: { USD: { min: '20', max: '5000' } },
      step: null,
    });
    expect(bySysname.bank_transfer).toMatchObject({
      requisites: ['iban'],
      limits: { USD: { min: '100', max: '50000' } },
    });
    const brl = await settings(await player({ currency: 'BRL' }));
    expect(brl.methods.find((m: { sysname: string }) => m.sysname === 'pix')).toMatchObject({
      requisites: ['cpf'],
      limits: { BRL: { min: '50', max: '50000' } },
    });
    expect(brl.available_amount).toBe('0');
  });
});

describe('cashier.makewithdrawal', () => {
  it('holds the amount at once: main balance down, hold account up, listed as pending', async () => {
    const p = await player({ main: '300' });
    const holdBefore = await getHouseBalance(server.db, 'withdrawal_holds', 'USD');
    const res = await withdraw(p, { amount: '120.25' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      amount: '120.25',
      currency: 'USD',
      method: 'card',
      method_name: 'Bank card',
      can_cancel: true,
    });
    expect(res.body.data.id).toMatch(/^wdr-\d+$/);
    expect(await main(p)).toBe(toMinor('179.75'));
    expect(await getHouseBalance(server.db, 'withdrawal_holds', 'USD')).toBe(
      holdBefore + toMinor('120.25'),
    );
    const data = await settings(p);
    expect(data.available_amount).toBe('179.75');
    expect(data.pending.map((t: { id: string }) => t.id)).toEqual([res.body.data.id]);
    const [stored] = await server.db
      .select({ requisites: withdrawals.requisites })
      .from(withdrawals)
      .where(eq(withdrawals.userId, p.id));
    expect(stored?.requisites).toEqual({
      card_number: '411111...1111',
      card_holder: 'Alex Morgan',
    });
  });

  it('pays to an IBAN or a CPF after checking them', async () => {
    const usd = await player({ main: '500' });
    const iban = await withdraw(usd, {
      method: 'bank_transfer',
      amount: '100',
      requisites: { iban: IBAN, bank_code: 'DEUTDEFF' },
    });
    expect(iban.body.data.type).toBe('InvalidParameterException');
    expect(iban.body.data.invalid_parameters).toEqual({ 'requisites.bank_code': 'wrongField' });
    const ok = await withdraw(usd, {
      method: 'bank_transfer',
      amount: '100',
      requisites: { iban: IBAN, bank_code: 'CHASUS33' },
    });
    expect(ok.body.data.status).toBe('pending');

    const brl = await player({ currency: 'BRL', main: '500' });
    const bad = await withdraw(brl, {
      method: 'pix',
      amount: '60',
      requisites: { cpf: '111.111.111-11' },
    });
    expect(bad.body.data.invalid_parameters).toEqual({ 'requisites.cpf': 'cpf' });
    const good = await withdraw(brl, {
      method: 'pix',
      amount: '60',
      requisites: { cpf: '52998224725' },
    });
    expect(good.body.data).toMatchObject({ status: 'pending', currency: 'BRL', method: 'pix' });
  });

  it('refuses bad requisites: Luhn card number, "new", missing holder, IBAN check digits, missing IBAN', async () => {
    const p = await player({ main: '500' });
    const cases: [string, unknown, string][] = [
      ['card', { card_number: '4111111111111112', card_holder: 'A B' }, 'requisites.card_number'],
      ['card', { card_number: 'new', card_holder: 'A B' }, 'requisites.card_number'],
      ['card', { card_number: '4111111111111111' }, 'requisites.card_holder'],
      ['card', { card_number: '4111111111111111', card_holder: 'R2-D2' }, 'requisites.card_holder'],
      ['bank_transfer', { iban: 'DE89370400440532013001' }, 'requisites.iban'],
      ['bank_transfer', {}, 'requisites.iban'],
    ];
    for (const [method, requisites, field] of cases) {
      const res = await withdraw(p, { method, amount: '100', requisites });
      expect(res.status, JSON.stringify(requisites)).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      expect(Object.keys(res.body.data.invalid_parameters)).toEqual([field]);
    }
    expect(await main(p)).toBe(toMinor('500'));
  });

  it('a retry with the same Idempotency-Key answers the same withdrawal and holds the money once', async () => {
    const p = await player({ main: '100' });
    const key = randomUUID();
    const first = await withdraw(p, { amount: '40' }, key);
    const second = await withdraw(p, { amount: '40' }, key);
    expect(second.body).toEqual(first.body);
    expect(await main(p)).toBe(toMinor('60'));
    const different = await withdraw(p, { amount: '41' }, key);
    expect(different.body.data.type).toBe('InvalidRequestException');
    expect(await main(p)).toBe(toMinor('60'));
  });

  it('UserNeedConfirmContactException when the player has no confirmed e-mail or phone', async () => {
    const p = await player({ confirmed: false, main: '100' });
    const res = await withdraw(p, { amount: '50' });
    expect(res.status).toBe(400);
    expect(res.body.data.type).toBe('UserNeedConfirmContactException');
    expect(await main(p)).toBe(toMinor('100'));
  });

  it('KycWithdrawalException while the KYC block is on and the player is not verified', async () => {
    const p = await player({ main: '100', isKycBlockEnabled: true });
    // account.getInfo reports the block the withdrawal is refused for.
    const info = await p.client.get('/api/account/getInfo');
    expect(info.body.data.is_kyc_block_enabled).toBe(true);
    const res = await withdraw(p, { amount: '50' });
    expect(res.status).toBe(400);
    expect(res.body.data.type).toBe('KycWithdrawalException');
    expect(await main(p)).toBe(toMinor('100'));

    await server.db.update(users).set({ isVerified: true }).where(eq(users.id, p.id));
    const verified = await withdraw(p, { amount: '50' });
    expect(verified.body.data.status).toBe('pending');
    expect(await main(p)).toBe(toMinor('50'));
  });

  it('enforces the method min and max and the balance', async () => {
    const p = await player({ main: '6000' });
    const low = await withdraw(p, { amount: '19.99' });
    expect(low.status).toBe(422);
    expect(low.body.data.invalid_parameters).toEqual({ amount: 'minValue' });
    expect(low.body.data.error_data.reason_params).toEqual({
      amount: { min: 20, currency: 'USD' },
    });

    const high = await withdraw(p, { amount: '5000.01' });
    expect(high.status).toBe(400);
    expect(high.body.data.type).toBe('WithdrawalLimitsExceededException');
    expect(high.body.data.error_data).toMatchObject({ max_amount: '5000', min_amount: '20' });

    const p2 = await player({ main: '30' });
    const short = await withdraw(p2, { amount: '30.01' });
    expect(short.body.data.type).toBe('WithdrawalLimitsExceededException');
    expect(short.body.data.error_data).toMatchObject({ available_amount: '30' });
    expect(await main(p2)).toBe(toMinor('30'));
    const [rows] = await queryRows<{ n: string }>(
      server.db,
      sql`select count(*)::text as n from withdrawals where user_id = ${p2.id}`,
    );
    expect(rows?.n).toBe('0');
  });

  it('WithdrawalLimitsPeriodExceededException over the daily total', async () => {
    const p = await player({ main: '30000' });
    expect((await withdraw(p, { method: 'bank_transfer', amount: '15000' })).status).toBe(200);
    const over = await withdraw(p, { method: 'bank_transfer', amount: '6000' });
    expect(over.status).toBe(400);
    expect(over.body.data.type).toBe('WithdrawalLimitsPeriodExceededException');
    expect(over.body.data.error_data).toMatchObject({
      limit_amount: '20000',
      available_amount: '5000',
      currency: 'USD',
    });
    expect((await withdraw(p, { method: 'bank_transfer', amount: '5000' })).status).toBe(200);
    expect(await main(p)).toBe(toMinor('10000'));
  });

  it('50 concurrent withdrawals never drive the balance below zero and every ledger transaction sums to zero', async () => {
    const p = await player({ main: '1000' });
    const methodId = (await settings(p)).methods.find(
      (m: { sysname: string }) => m.sysname === 'card',
    ).id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(p, { amount: '30', methodId })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.body.data.type).toBe('WithdrawalLimitsExceededException');
    expect(new Set(ok.map((r) => r.body.data.id)).size).toBe(33);
    expect(await main(p)).toBe(toMinor('10'));
    expect(await unbalancedTransactions()).toEqual([]);
    const [negatives] = await queryRows<{ n: string }>(
      server.db,
      sql`select count(*)::text as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.owner_type = 'player' and e.balance_after_minor < 0`,
    );
    expect(negatives?.n).toBe('0');
  });
});

describe('cashier.cancelwithdrawal', () => {
  async function cancel(p: Player, transaction_id: string, key: string = randomUUID()) {
    return p.client.post(
      '/api/cashier/cancelwithdrawal',
      { transaction_id },
      { 'idempotency-key': key },
    );
  }

  async function ledgerCount(kind: string, reference: string): Promise<number> {
    const rows = await server.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.reference, reference)));
    return rows.length;
  }

  it('returns the held money once', async () => {
    const p = await player({ main: '200' });
    const id = (await withdraw(p, { amount: '80' })).body.data.id;
    expect(await main(p)).toBe(toMinor('120'));
    const key = randomUUID();
    const res = await cancel(p, id, key);
    expect(res.body).toEqual({ data: 1 });
    expect(await main(p)).toBe(toMinor('200'));
    // Replaying the same key answers the first result; a new attempt is refused.
    expect((await cancel(p, id, key)).body).toEqual({ data: 1 });
    const again = await cancel(p, id);
    expect(again.status).toBe(400);
    expect(again.body.data.type).toBe('InvalidRequestException');
    expect(await main(p)).toBe(toMinor('200'));
    expect(await ledgerCount('withdrawal_cancel', id)).toBe(1);
    const history = (await p.client.get('/api/cashier/gethistory', { type: 'withdrawal' })).body
      .data;
    expect(history.items[0]).toMatchObject({ id, status: 'cancel', can_cancel: false });
    expect((await settings(p)).pending).toEqual([]);
  });

  it('concurrent cancels return the money once', async () => {
    const p = await player({ main: '200' });
    const id = (await withdraw(p, { amount: '50' })).body.data.id;
    const results = await Promise.all(Array.from({ length: 6 }, () => cancel(p, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await main(p)).toBe(toMinor('200'));
    expect(await ledgerCount('withdrawal_cancel', id)).toBe(1);
  });

  it('a processed withdrawal cannot be cancelled', async () => {
    const rowId = (publicId: string) => parseTransactionId(publicId)!.id;
    const p = await player({ main: '200' });
    const paid = (await withdraw(p, { amount: '50' })).body.data.id;
    expect(await pickUp(server.db, rowId(paid))).not.toBeNull();
    expect((await cancel(p, paid)).body.data.type).toBe('InvalidRequestException');
    expect(await settle(server.db, rowId(paid), 'paid')).not.toBeNull();
    const res = await cancel(p, paid);
    expect(res.body.data.type).toBe('InvalidRequestException');
    expect(await main(p)).toBe(toMinor('150'));
    expect(await settle(server.db, rowId(paid), 'failed')).toBeNull();
    expect(await main(p)).toBe(toMinor('150'));

    const failed = (await withdraw(p, { amount: '40' })).body.data.id;
    await pickUp(server.db, rowId(failed));
    expect(await settle(server.db, rowId(failed), 'failed')).not.toBeNull();
    expect(await main(p)).toBe(toMinor('150'));
    expect((await cancel(p, failed)).body.data.type).toBe('InvalidRequestException');
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it("another player's withdrawal, a deposit id or an unknown id is an InvalidParameterException", async () => {
    const owner = await player({ main: '100' });
    const other = await player();
    const id = (await withdraw(owner, { amount: '50' })).body.data.id;
    for (const transaction_id of [id, 'dep-1', 'wdr-999999']) {
      const res = await cancel(other, transaction_id);
      expect(res.status, transaction_id).toBe(422);
      expect(res.body.data.invalid_parameters).toEqual({ transaction_id: 'Withdrawal not found' });
    }
    expect(await main(owner)).toBe(toMinor('50'));
  });
});
