import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, users } from '../src/db/schema/index.ts';
import { getBalance, postTransaction } from '../src/ledger/index.ts';
import { startTestServer, type TestClient } from './helpers.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'croupier-pglite-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('restart with a PGlite data directory', () => {
  it('keeps every account, transaction, stored value and session across a restart', async () => {
    const env = { DATA_DIR: dir };
    const first = await startTestServer({ env, seedGames: 10 });
    const userId = await first.createUser({ login: 'restart@croupier.test' });
    const posted = await postTransaction(first.db, {
      kind: 'deposit',
      reference: 'restart-deposit-1',
      userId,
      entries: [
        { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: 4_200n },
        { account: { house: 'payments', currency: 'USD' }, amountMinor: -4_200n },
      ],
    });
    const client: TestClient = first.client();
    await first.signIn(client, userId);
    expect((await client.post('/api/storage/set', { key: 'theme', value: 'light' })).status).toBe(
      200,
    );
    await first.close();

    const second = await startTestServer({ env, seedGames: 10 });
    try {
      expect(second.seeded).toMatchObject({ gamesInserted: 0, demoUserCreated: false });
      const [user] = await second.db
        .select()
        .from(users)
        .where(eq(users.login, 'restart@croupier.test'));
      expect(user?.id).toBe(userId);
      const [tx] = await second.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.id, posted.id));
      expect(tx).toMatchObject({ kind: 'deposit', reference: 'restart-deposit-1', userId });
      expect(await getBalance(second.db, userId, 'main', 'USD')).toBe(4_200n);
      // The same cookie still signs the player in: sessions live in the database too.
      const again = new (client.constructor as typeof TestClient)(second.url);
      for (const [k, v] of client.cookies) again.cookies.set(k, v);
      expect((await again.get('/api/storage/get', { keys: 'theme' })).body).toEqual({
        data: { theme: 'light' },
      });
    } finally {
      await second.close();
    }
  }, 120_000); // Opening and migrating an on-disk PGlite twice takes tens of seconds on a busy machine.
});
