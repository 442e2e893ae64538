/** Deposits over HTTP as the cashier form sends them (shared by the cashier and limit tests). */
import { randomUUID } from 'node:crypto';
import type { TestClient } from './helpers.ts';

/** A valid test card (check digit passes). */
export const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };

/** The id of the player's deposit method `sysname`. */
export async function methodId(client: TestClient, sysname: string): Promise<number> {
  const res = await client.get('/api/cashier/getdepositsettings');
  const method = (res.body.data.methods as { sysname: string; id: number }[]).find(
    (m) => m.sysname === sysname,
  );
  if (!method) throw new Error(`no ${sysname}`);
  return method.id;
}

/** cashier.makedeposit with a fresh Idempotency-Key unless one is given. */
export async function makeDeposit(
  client: TestClient,
  fields: { method?: string; amount: string; requisites?: unknown; methodId?: number },
  key: string = randomUUID(),
  query: Record<string, string> = {},
) {
  const method = fields.method ?? 'card';
  const form: Record<string, string> = {
    method,
    methodId: String(fields.methodId ?? (await methodId(client, method))),
    amount: fields.amount,
  };
  const requisites =
    fields.requisites === undefined && method === 'card' ? CARD : fields.requisites;
  if (requisites !== undefined) form.requisites = JSON.stringify(requisites);
  return client.request('POST', '/api/cashier/makedeposit', {
    query: { v: '1', locale: 'en', ...query },
    form,
    headers: { 'idempotency-key': key },
  });
}
