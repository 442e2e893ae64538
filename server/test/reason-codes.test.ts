/**
 * Server messages by key (§5, issue 17): a refused parameter answers its §5 reason code in
 * `invalid_parameters` — never zod's English, never a sentence: `requiredField` for a missing
 * value, its rule's code for a present one (values inside the `requisites` JSON field too), the
 * server's own codes for conflicts with stored data, and a code's numbers in
 * `error_data.reason_params`.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ seedGames: 1 });

async function player(): Promise<TestClient> {
  const uid = await server.createUser({ currency: 'USD', confirmed: true });
  await server.fund(uid, '500');
  const client = server.client();
  await server.signIn(client, uid);
  return client;
}

async function methodId(client: TestClient, sysname: string): Promise<string> {
  const settings = await client.get('/api/cashier/getdepositsettings');
  return String(
    settings.body.data.methods.find((m: { sysname: string }) => m.sysname === sysname).id,
  );
}

async function deposit(client: TestClient, form: Record<string, string>) {
  return client.post('/api/cashier/makedeposit', form, { 'idempotency-key': randomUUID() });
}

describe('invalid_parameters carry §5 reason codes', () => {
  it.each(['-20', 'abc', '10.555', '1,000'])('amount %s → wrongField', async (amount) => {
    const client = await player();
    const res = await deposit(client, {
      method: 'card',
      methodId: await methodId(client, 'card'),
      amount,
      requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Ada Lovelace' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ amount: 'wrongField' });
  });

  it('a present but invalid requisite gets its own key, not "Field is required"', async () => {
    const client = await player();
    const card = await deposit(client, {
      method: 'card',
      methodId: await methodId(client, 'card'),
      amount: '25',
      requisites: JSON.stringify({ card_number: '4111111111111112', card_holder: 'Ada 1' }),
    });
    expect(card.status).toBe(422);
    expect(card.body.data.invalid_parameters).toMatchObject({
      'requisites.card_number': 'cardNumber',
      'requisites.card_holder': 'cardHolder',
    });

    const iban = await deposit(client, {
      method: 'bank_transfer',
      methodId: await methodId(client, 'bank_transfer'),
      amount: '50',
      requisites: JSON.stringify({ iban: 'DE89370400440532013001', account_holder: 'Ada' }),
    });
    expect(iban.status).toBe(422);
    expect(iban.body.data.invalid_parameters).toMatchObject({ 'requisites.iban': 'iban' });
  });

  it.each([
    ['abc', 'minCountSymbolsFakename'],
    ['ab cd', 'specialSymbolsFakename'],
  ])('nickname %j → %s', async (fakename, code) => {
    const client = await player();
    const res = await client.post('/api/account/changefakename', { fakename });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ fakename: code });
  });

  it('a short new password → shortPassword', async () => {
    const client = await player();
    const res = await client.post('/api/account/changepassword', {
      old_password: 'whatever1',
      new_password: 'abc',
    });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ new_password: 'shortPassword' });
  });

  it('a missing field → requiredField (§5 key), also inside requisites', async () => {
    const client = await player();
    const res = await deposit(client, {
      method: 'card',
      methodId: await methodId(client, 'card'),
      requisites: JSON.stringify({ card_number: '4111111111111111' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toMatchObject({ amount: 'requiredField' });
    const holder = await deposit(client, {
      method: 'card',
      methodId: await methodId(client, 'card'),
      amount: '25',
      requisites: JSON.stringify({ card_number: '4111111111111111' }),
    });
    expect(holder.body.data.invalid_parameters).toEqual({
      'requisites.card_holder': 'requiredField',
    });
    const nick = await client.post('/api/account/changefakename', {});
    expect(nick.body.data.invalid_parameters).toEqual({ fakename: 'requiredField' });
  });

  it("the server's own reasons are codes too: a taken nickname, a same new password", async () => {
    const first = await player();
    await first.post('/api/account/changefakename', { fakename: 'HighRoller' });
    const second = await player();
    const taken = await second.post('/api/account/changefakename', { fakename: 'highroller' });
    expect(taken.body.data.invalid_parameters).toEqual({ fakename: 'nicknameTaken' });
  });

  it('a code whose text needs numbers sends them in error_data.reason_params', async () => {
    const client = await player();
    const res = await deposit(client, {
      method: 'card',
      methodId: await methodId(client, 'card'),
      amount: '5',
      requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Ada Lovelace' }),
    });
    expect(res.body.data.invalid_parameters).toEqual({ amount: 'sumError' });
    expect(res.body.data.error_data.reason_params).toEqual({
      amount: { min: 10, max: 5000, currency: 'USD' },
    });
  });
});
