/**
 * A real crash: the server runs as a child process on PostgreSQL, a withdrawal is in flight
 * (its key claimed, the handler held on the player's row, which the test locks), the process
 * is killed with SIGKILL. The key stays pending — a retry meanwhile hears "in progress" —
 * until the instance starts again and releases it; then the retry runs once and the money
 * moves once. PostgreSQL only: the test must hold a lock from outside the server, which the
 * embedded PGlite (one process) cannot offer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { idempotencyKeys, withdrawals } from '../src/db/schema/index.ts';
import { findMethod } from '../src/cashier/index.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { TestClient, useTestServer } from './helpers.ts';

const databaseUrl = process.env.DATABASE_URL;
const CLIENT_ORIGIN = 'http://kill-test.croupier.test';
const server = useTestServer({ seedGames: 1 });

interface Child {
  url: string;
  process: ChildProcess;
}

/** Starts `src/main.ts` on the test server's database; resolves once it listens. */
function startChild(): Promise<Child> {
  // One process (tsx as a loader, not its CLI, which would run the server in a grandchild
  // that SIGKILL would not reach).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: server.config.databaseUrl,
      PORT: '0',
      // Its own origin is only known once it listens: the test's clients name this one.
      ALLOWED_ORIGINS: CLIENT_ORIGIN,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent/web-dist',
      MINIAPP_DIST: '/nonexistent/miniapp-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ url: m[1], process: child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${out}`)),
    );
  });
}

function killed(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill('SIGKILL');
  });
}

describe.runIf(databaseUrl)('kill -9 mid-withdrawal', () => {
  it('the retry after a restart runs once; before it, "in progress"', async () => {
    const uid = await server.createUser({ currency: 'USD', confirmed: true });
    await server.fund(uid, '100');
    const method = await findMethod(server.db, 'card', 'USD', 'withdrawal');
    const form = {
      method: 'card',
      methodId: String(method!.id),
      amount: '30',
      requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Alex Morgan' }),
    };
    const key = { 'idempotency-key': randomUUID() };
    const keyRow = async () => {
      const [row] = await server.db
        .select()
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.userId, uid), eq(idempotencyKeys.key, key['idempotency-key'])),
        );
      return row;
    };

    const holder = new pg.Client({ connectionString: server.config.databaseUrl });
    await holder.connect();
    let first: Child | undefined;
    let second: Child | undefined;
    try {
      first = await startChild();
      const client = new TestClient(first.url, { origin: CLIENT_ORIGIN });
      await server.signIn(client, uid);

      // The player's row is locked: the withdrawal claims its key, then waits inside.
      await holder.query('begin');
      // NO KEY UPDATE: the key's insert (a foreign key to users) still goes through.
      await holder.query('select id from users where id = $1 for no key update', [uid]);
      const inFlight = client.post('/api/cashier/makewithdrawal', form, key).catch(() => null);
      await expect.poll(async () => (await keyRow())?.status, { timeout: 60_000 }).toBe('pending');
      await killed(first);
      expect(await inFlight).toBeNull();
      await holder.query('rollback');

      expect(await getBalance(server.db, uid, 'main', 'USD')).toBe(toMinor('100'));
      // Until the dead run's instance comes back (or its lease ends), the key is in progress.
      const meanwhile = server.client();
      for (const [k, v] of client.cookies) meanwhile.cookies.set(k, v);
      const busy = await meanwhile.post('/api/cashier/makewithdrawal', form, key);
      expect(busy.status).toBe(429);
      expect(busy.body.data.type).toBe('TooManyRequestsException');

      second = await startChild();
      const again = new TestClient(second.url, { origin: CLIENT_ORIGIN });
      for (const [k, v] of client.cookies) again.cookies.set(k, v);
      const retry = await again.post('/api/cashier/makewithdrawal', form, key);
      expect(retry.status).toBe(200);
      expect(retry.body.data.status).toBe('pending');
      const replay = await again.post('/api/cashier/makewithdrawal', form, key);
      expect(replay.body).toEqual(retry.body);

      expect(await getBalance(server.db, uid, 'main', 'USD')).toBe(toMinor('70'));
      const rows = await server.db.select().from(withdrawals).where(eq(withdrawals.userId, uid));
      expect(rows).toHaveLength(1);
    } finally {
      await holder.end().catch(() => undefined);
      if (first) await killed(first);
      if (second) await killed(second);
    }
  }, 240_000); // Two child servers start (tsx, migrations) on a busy machine.
});
