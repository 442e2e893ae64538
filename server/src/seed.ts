/**
 * Applies the demo content idempotently: safe on every start, and a second run changes
 * nothing. Rows are inserted in a few batched statements (ON CONFLICT DO NOTHING), so even
 * the 10,000-game catalogue seeds in seconds, and an already seeded catalogue is skipped.
 * The compiled server goes further (`seedDemoContentOnce`): a run it already finished today on
 * this database is not checked again, which takes a third of a second off every restart.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { seedCampaigns } from './campaigns/index.ts';
import { CATEGORIES } from './content/categories.ts';
import { DEMO_ACCOUNT, DEMO_PROFILE } from './content/demo-account.ts';
import { generateGames, type GameSeed } from './content/games.ts';
import { PAYMENT_METHODS } from './content/payment-methods.ts';
import { PROVIDERS } from './content/providers.ts';
import type { Db } from './db/client.ts';
import {
  categories,
  demoSeedRuns,
  deposits,
  gameCategories,
  games,
  ledgerTransactions,
  paymentMethods,
  providers,
  users,
  type BalanceKind,
} from './db/schema/index.ts';
import { DuplicateTransactionError } from './errors.ts';
import { toMinor } from './ledger/money.ts';
import { seedJackpots } from './jackpots/seed-jackpots.ts';
import { seedDemoPlays } from './leaderboard/seed-demo-plays.ts';
import { seedLoyalty } from './loyalty/seed-loyalty.ts';
import { postTransaction, type EntryInput } from './ledger/post-transaction.ts';
import { seedRewards } from './rewards/seed-rewards.ts';
import { seedTournaments } from './tournaments/seed-tournaments.ts';
import { createUser } from './users/create-user.ts';

/** What the seed did. */
export interface SeedResult {
  gamesInserted: number;
  demoUserId: number;
  demoUserCreated: boolean;
}

/** Options of a seed run. */
export interface SeedOptions {
  /** Catalogue size (SEED_GAMES). */
  games: number;
  /** The demo players' stakes that fill the period boards (default on). */
  plays?: boolean;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function seedCatalogue(db: Db, list: readonly GameSeed[]): Promise<number> {
  await db
    .insert(providers)
    .values(
      PROVIDERS.map((p, i) => ({
        sysname: p.sysname,
        name: p.name,
        priority: i,
        logo: `media/providers/${p.sysname}.svg`,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        sysname: c.sysname,
        title: c.title,
        priority: i,
        icon: `media/categories/${c.sysname}.svg`,
      })),
    )
    .onConflictDoNothing();
  if (list.length === 0) return 0;

  // The catalogue is inserted in order inside one transaction: if its last game exists, all do.
  const last = list[list.length - 1]!;
  const [seeded] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.sysname, last.sysname));
  if (seeded) return 0;

  return db.transaction(async (tx) => {
    const providerIds = new Map(
      (await tx.select({ id: providers.id, sysname: providers.sysname }).from(providers)).map(
        (p) => [p.sysname, p.id],
      ),
    );
    const categoryIds = new Map(
      (await tx.select({ id: categories.id, sysname: categories.sysname }).from(categories)).map(
        (c) => [c.sysname, c.id],
      ),
    );
    let inserted = 0;
    for (const batch of chunks(list, 1000)) {
      const rows = await tx
        .insert(games)
        .values(
          batch.map(({ providerSysname, categories: _c, ...g }) => ({
            ...g,
            providerId: providerIds.get(providerSysname)!,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: games.id });
      inserted += rows.length;
    }
    const gameIds = new Map<string, number>();
    for (const batch of chunks(list, 5000)) {
      const rows = await tx
        .select({ id: games.id, sysname: games.sysname })
        .from(games)
        .where(
          inArray(
            games.sysname,
            batch.map((g) => g.sysname),
          ),
        );
      for (const r of rows) gameIds.set(r.sysname, r.id);
    }
    const links = list.flatMap((g) =>
      g.categories.map((c) => ({
        gameId: gameIds.get(g.sysname)!,
        categoryId: categoryIds.get(c)!,
        priority: g.priority,
      })),
    );
    for (const batch of chunks(links, 5000)) {
      await tx.insert(gameCategories).values(batch).onConflictDoNothing();
    }
    return inserted;
  });
}

async function seedPaymentMethods(db: Db): Promise<void> {
  await db
    .insert(paymentMethods)
    .values(PAYMENT_METHODS.map((m) => ({ ...m })))
    .onConflictDoNothing();
}

async function seedDemoAccount(db: Db): Promise<{ id: number; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, DEMO_ACCOUNT.login));
  let id = existing?.id;
  const created = id === undefined;
  if (id === undefined) {
    id = await createUser(db, {
      login: DEMO_ACCOUNT.login,
      password: DEMO_ACCOUNT.password,
      email: DEMO_ACCOUNT.login,
      confirmed: true,
      currency: DEMO_PROFILE.currency,
      locale: DEMO_PROFILE.locale,
      countryCode: DEMO_PROFILE.countryCode,
      fakename: DEMO_PROFILE.fakename,
      profile: { ...DEMO_PROFILE.profile },
    });
  }
  const currency = DEMO_PROFILE.currency;
  const house: Record<BalanceKind, 'payments' | 'promotions' | 'fun_pool'> = {
    main: 'payments',
    bonus: 'promotions',
    betting_bonus: 'promotions',
    fun: 'fun_pool',
  };
  const entries: EntryInput[] = [];
  for (const [kind, amount] of Object.entries(DEMO_PROFILE.balances) as [BalanceKind, string][]) {
    const minor = toMinor(amount);
    entries.push({ account: { userId: id, kind, currency }, amountMinor: minor });
    entries.push({ account: { house: house[kind], currency }, amountMinor: -minor });
  }
  const reference = `demo-account:${id}:opening-balances`;
  const [posted] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'seed'), eq(ledgerTransactions.reference, reference)));
  let openingId = posted?.id;
  if (openingId === undefined) {
    try {
      const opening = await postTransaction(db, {
        kind: 'seed',
        reference,
        userId: id,
        meta: { note: 'Opening balances of the demo account' },
        entries,
      });
      openingId = opening.id;
    } catch (err) {
      if (!(err instanceof DuplicateTransactionError)) throw err;
    }
  }
  await seedDemoDeposit(db, id, openingId ?? null);
  return { id, created };
}

/**
 * The demo account's main balance came in as a card deposit: its cashier history shows it, so
 * it is not greeted with "Make your first deposit" while holding 1,000 USD (issue 17).
 */
async function seedDemoDeposit(db: Db, userId: number, transactionId: number | null) {
  const [any] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .limit(1);
  if (any) return;
  const currency = DEMO_PROFILE.currency;
  const [method] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.sysname, 'card'), eq(paymentMethods.currency, currency)));
  if (!method) return;
  await db.insert(deposits).values({
    userId,
    methodId: method.id,
    currency,
    amountMinor: toMinor(DEMO_PROFILE.balances.main),
    status: 'success',
    requisites: { card_holder: 'ALEX MORGAN', card_number: '411111******1111' },
    transactionId,
  });
}

/** Seeds providers, categories, `options.games` games, payment methods and the demo account. */
export async function seedDemoContent(db: Db, options: SeedOptions): Promise<SeedResult> {
  const gamesInserted = await seedCatalogue(db, generateGames(options.games));
  await seedPaymentMethods(db);
  const demo = await seedDemoAccount(db);
  await seedLoyalty(db);
  await seedCampaigns(db);
  await seedTournaments(db);
  await seedJackpots(db);
  await seedRewards(db, demo.id, DEMO_PROFILE.currency);
  if (options.plays !== false) await seedDemoPlays(db);
  return { gamesInserted, demoUserId: demo.id, demoUserCreated: demo.created };
}

/**
 * The key of a seed run of the compiled server: its bundle's content, the options and the UTC
 * day (the demo tournaments, campaigns and boards are seeded relative to "now"). Null when the
 * server does not run from a bundle (tsx in development and tests): its code may change with
 * no bundle to say so, so it checks every seed each start.
 */
export function demoSeedRunKey(
  entryFile: string,
  options: SeedOptions,
  now: Date = new Date(),
): string | null {
  if (!entryFile.endsWith('.js')) return null;
  const build = createHash('sha256').update(readFileSync(entryFile)).digest('base64url');
  const plays = options.plays === false ? 'no-plays' : 'plays';
  return `${build.slice(0, 22)}:${options.games}-games:${plays}:${now.toISOString().slice(0, 10)}`;
}

/**
 * `seedDemoContent`, unless the run `key` names (`demoSeedRunKey`) finished on this database
 * already: then nothing, and null. The key is written once every seed is in, so a run cut
 * short is redone; only the newest key is kept.
 */
export async function seedDemoContentOnce(
  db: Db,
  options: SeedOptions,
  key: string,
): Promise<SeedResult | null> {
  const [done] = await db
    .select({ key: demoSeedRuns.key })
    .from(demoSeedRuns)
    .where(eq(demoSeedRuns.key, key));
  if (done) return null;
  const result = await seedDemoContent(db, options);
  await db.transaction(async (tx) => {
    await tx.delete(demoSeedRuns).where(ne(demoSeedRuns.key, key));
    await tx.insert(demoSeedRuns).values({ key }).onConflictDoNothing();
  });
  return result;
}
