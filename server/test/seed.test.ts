import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/content/demo-account.ts';
import { queryRows } from '../src/db/client.ts';
import {
  categories,
  demoSeedRuns,
  deposits,
  GAME_TYPES,
  gameCategories,
  games,
  ledgerEntries,
  ledgerTransactions,
  paymentMethods,
  playEvents,
  providers,
  users,
} from '../src/db/schema/index.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { demoSeedRunKey, seedDemoContent, seedDemoContentOnce } from '../src/seed.ts';
import { verifyPassword } from '../src/users/password.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 120 });

async function snapshot() {
  const n = async (table: Parameters<ReturnType<typeof server.db.select>['from']>[0]) =>
    (await server.db.select({ n: count() }).from(table))[0]!.n;
  const [sums] = await queryRows<{ s: string }>(
    server.db,
    sql`select coalesce(sum(amount_minor), 0)::text || ':' || count(*)::text as s from ledger_accounts`,
  );
  return {
    providers: await n(providers),
    categories: await n(categories),
    games: await n(games),
    links: await n(gameCategories),
    methods: await n(paymentMethods),
    users: await n(users),
    transactions: await n(ledgerTransactions),
    entries: await n(ledgerEntries),
    deposits: await n(deposits),
    plays: await n(playEvents),
    accounts: sums!.s,
  };
}

describe('demo content', () => {
  it('seeding again changes nothing', async () => {
    const before = await snapshot();
    const second = await seedDemoContent(server.db, { games: 120 });
    expect(second).toMatchObject({ gamesInserted: 0, demoUserCreated: false });
    expect(await snapshot()).toEqual(before);
  });

  it('a larger SEED_GAMES only adds games', async () => {
    const bigger = await seedDemoContent(server.db, { games: 150 });
    expect(bigger.gamesInserted).toBe(30);
    expect((await snapshot()).games).toBe(150);
  });

  it('has 30 providers, 10+ categories and every game type, each game with artwork', async () => {
    const s = await snapshot();
    expect(s.providers).toBe(30);
    expect(s.categories).toBeGreaterThanOrEqual(10);
    const types = await server.db.selectDistinct({ type: games.type }).from(games);
    expect(types.map((t) => t.type).sort()).toEqual([...GAME_TYPES].sort());
    const all = await server.db.select({ sysname: games.sysname, image: games.image }).from(games);
    expect(all.every((g) => g.image === `media/games/${g.sysname}.svg`)).toBe(true);
    expect(all.some((g) => g.sysname === 'dgt_sportsbook')).toBe(true);
  });

  it('offers card everywhere, bank transfer with IBAN, and PIX with CPF for BRL only', async () => {
    const methods = await server.db.select().from(paymentMethods);
    const by = (currency: string) =>
      methods
        .filter((m) => m.currency === currency)
        .map((m) => m.sysname)
        .sort();
    expect(by('USD')).toEqual(['bank_transfer', 'card']);
    expect(by('EUR')).toEqual(['bank_transfer', 'card']);
    expect(by('BRL')).toEqual(['card', 'pix']);
    const pix = methods.find((m) => m.sysname === 'pix')!;
    expect(pix.depositFields.map((f) => f.name)).toEqual(['cpf']);
    const iban = methods.find((m) => m.sysname === 'bank_transfer')!;
    expect(iban.withdrawalFields.map((f) => f.type)).toContain('iban');
    for (const m of methods)
      expect(m.minDepositMinor < m.maxDepositMinor && m.stepMinor > 0n).toBe(true);
  });

  it('the demo account signs in with its constant password and holds all four balance kinds', async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.login, DEMO_ACCOUNT.login));
    expect(demo).toBeDefined();
    expect(await verifyPassword(DEMO_ACCOUNT.password, demo!.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong-password', demo!.passwordHash!)).toBe(false);
    const sheet = await getBalanceSheet(server.db, demo!.id, 'USD');
    expect(sheet).toEqual({
      main: 100_000n,
      bonus: 15_000n,
      betting_bonus: 7_550n,
      fun: 1_000_000n,
    });
  });

  it('the demo account has its money from a deposit: no "Make your first deposit" for it', async () => {
    const client = server.client();
    const login = await client.post('/api/auth/login', {
      login: DEMO_ACCOUNT.login,
      password: DEMO_ACCOUNT.password,
    });
    expect(login.status).toBe(200);
    const history = (await client.get('/api/cashier/gethistory', { type: 'deposit' })).body.data;
    expect(history.count).toBe(1);
    expect(history.items[0]).toMatchObject({ status: 'success', amount: '1000', currency: 'USD' });
  });
});

describe('a seed run the compiled server already finished', () => {
  it('is keyed by the bundle, the options and the UTC day; from source there is no key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'croupier-seed-key-'));
    try {
      const bundle = join(dir, 'main.js');
      writeFileSync(bundle, 'console.log(1)');
      const day = new Date('2026-11-26T10:00:00Z');
      const key = demoSeedRunKey(bundle, { games: 120 }, day);
      expect(key).toMatch(/:120-games:plays:2026-11-26$/);
      expect(demoSeedRunKey(bundle, { games: 120 }, new Date('2026-11-26T23:59:00Z'))).toBe(key);
      expect(demoSeedRunKey(bundle, { games: 121 }, day)).not.toBe(key);
      expect(demoSeedRunKey(bundle, { games: 120, plays: false }, day)).not.toBe(key);
      expect(demoSeedRunKey(bundle, { games: 120 }, new Date('2026-11-27T00:00:00Z'))).not.toBe(
        key,
      );
      writeFileSync(bundle, 'console.log(2)');
      expect(demoSeedRunKey(bundle, { games: 120 }, day)).not.toBe(key);
      expect(demoSeedRunKey(join(dir, 'main.ts'), { games: 120 }, day)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is not run again under its key; another key runs the seed and replaces it', async () => {
    const first = await seedDemoContentOnce(server.db, { games: 120 }, 'build-a:day-1');
    expect(first).toMatchObject({ gamesInserted: 0, demoUserCreated: false });
    const keys = async () =>
      (await server.db.select({ key: demoSeedRuns.key }).from(demoSeedRuns)).map((r) => r.key);
    expect(await keys()).toEqual(['build-a:day-1']);

    // Were it run again, it would insert 30 more games.
    const before = (await snapshot()).games;
    expect(
      await seedDemoContentOnce(server.db, { games: before + 30 }, 'build-a:day-1'),
    ).toBeNull();
    expect((await snapshot()).games).toBe(before);

    const next = await seedDemoContentOnce(server.db, { games: before + 5 }, 'build-b:day-1');
    expect(next?.gamesInserted).toBe(5);
    expect(await keys()).toEqual(['build-b:day-1']);
  });
});
