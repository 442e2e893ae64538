/**
 * Demo jackpots: Mini, Major and Grand over the demo slots, with a few past wins by demo
 * players and pools that have grown since — all of it money moved through the ledger
 * exactly as live play moves it, so the pools and the `jackpots` account agree. Idempotent:
 * a jackpot whose seed key exists is left alone.
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { Db } from '../db/client.ts';
import { games, jackpots } from '../db/schema/index.ts';
import { toMinor } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { ensureDemoPlayers } from '../leaderboard/demo-players.ts';
import { awardJackpot, JACKPOT_LEDGER_KINDS } from './award-jackpot.ts';
import { createJackpot } from './create-jackpot.ts';

/** Slots a demo jackpot runs on at most (the catalogue's jackpot slots, best first). */
const DEMO_JACKPOT_GAMES = 24;

const DAY = 24 * 60 * 60 * 1000;

// Exported for jackpots.test.ts, which checks the draw slices of the seeded tiers.
/** The three demo tiers (README.md "Contribution", "Trigger"). */
export const DEMO_JACKPOTS = [
  {
    key: 'mini',
    name: 'Mini',
    title: { en: 'Mini Jackpot', ru: 'Мини-джекпот', pt: 'Jackpot Mini' },
    text: {
      en: 'Drops often: every spin on the jackpot slots can win it.',
      ru: 'Выпадает часто: любой спин в джекпот-слотах может его выиграть.',
      pt: 'Sai com frequência: qualquer giro nos slots do jackpot pode ganhá-lo.',
    },
    seed: '50',
    contributionBp: 100,
    chancePerMinor: 500,
    history: [{ amount: '73.4', daysAgo: 2, player: 3 }],
    now: '87.35',
  },
  {
    key: 'major',
    name: 'Major',
    title: { en: 'Major Jackpot', ru: 'Мейджор-джекпот', pt: 'Jackpot Major' },
    text: {
      en: 'A four-figure pot that grows with every bet on the jackpot slots.',
      ru: 'Четырёхзначный банк, растущий с каждой ставкой в джекпот-слотах.',
      pt: 'Um prêmio de quatro dígitos que cresce a cada aposta nos slots do jackpot.',
    },
    seed: '1000',
    contributionBp: 50,
    chancePerMinor: 40,
    history: [{ amount: '1488.2', daysAgo: 9, player: 6 }],
    now: '1642.1',
  },
  {
    key: 'grand',
    name: 'Grand',
    title: { en: 'Grand Jackpot', ru: 'Гранд-джекпот', pt: 'Grand Jackpot' },
    text: {
      en: 'The big one. Rare, life-changing, and it can drop on any spin.',
      ru: 'Самый крупный. Редкий, меняющий жизнь, и может выпасть на любом спине.',
      pt: 'O maior de todos. Raro, transformador, e pode sair em qualquer giro.',
    },
    seed: '25000',
    contributionBp: 25,
    chancePerMinor: 4,
    history: [{ amount: '31877.65', daysAgo: 41, player: 0 }],
    now: '38410.55',
  },
] as const;

async function growPool(
  tx: Db,
  jackpot: { id: number; currency: string; poolMinor: bigint },
  toMinorAmount: bigint,
  reference: string,
): Promise<void> {
  const add = toMinorAmount - jackpot.poolMinor;
  if (add <= 0n) return;
  await postTransaction(tx, {
    kind: JACKPOT_LEDGER_KINDS.contribution,
    reference,
    meta: { jackpot_id: jackpot.id, note: 'Demo history: stakes before the demo started' },
    entries: [
      { account: { house: 'house', currency: jackpot.currency }, amountMinor: -add },
      { account: { house: 'jackpots', currency: jackpot.currency }, amountMinor: add },
    ],
  });
  await tx.update(jackpots).set({ poolMinor: toMinorAmount }).where(eq(jackpots.id, jackpot.id));
  jackpot.poolMinor = toMinorAmount;
}

/** Seeds the demo jackpots (USD) once; answers how many were created. */
export async function seedJackpots(db: Db, now: Date = new Date()): Promise<number> {
  const [last] = await db
    .select({ id: jackpots.id })
    .from(jackpots)
    .where(eq(jackpots.seedKey, `demo-jackpot:${DEMO_JACKPOTS[DEMO_JACKPOTS.length - 1]!.key}`));
  if (last) return 0;
  const demoSlots = and(
    eq(games.type, 'slot'),
    eq(games.hasDemo, true),
    eq(games.isActive, true),
    ne(games.sysname, SPORTSBOOK_SYSNAME),
  );
  const pickSlots = (where: SQL | undefined) =>
    db
      .select({ id: games.id, sysname: games.sysname })
      .from(games)
      .where(where)
      .orderBy(asc(games.priority), asc(games.id))
      .limit(DEMO_JACKPOT_GAMES);
  // The catalogue's jackpot slots; a small catalogue without any uses its first slots.
  let slots = await pickSlots(and(demoSlots, eq(games.hasJackpot, true)));
  if (slots.length === 0) slots = await pickSlots(demoSlots);
  if (slots.length === 0) return 0;
  return db.transaction(async (tx) => {
    const players = await ensureDemoPlayers(tx);
    let created = 0;
    for (const [i, def] of DEMO_JACKPOTS.entries()) {
      const currency = 'USD';
      const id = await createJackpot(tx, {
        seedKey: `demo-jackpot:${def.key}`,
        name: def.name,
        title: def.title,
        text: def.text,
        image: `media/games/${slots[i % slots.length]!.sysname}.svg`,
        currency,
        seedMinor: toMinor(def.seed),
        contributionBp: def.contributionBp,
        chancePerMinor: def.chancePerMinor,
        gameIds: slots.map((s) => s.id),
      });
      if (id === null) continue;
      created += 1;
      const jackpot = { id, name: def.name, currency, poolMinor: toMinor(def.seed) };
      for (const [n, past] of def.history.entries()) {
        await growPool(tx, jackpot, toMinor(past.amount), `demo-jackpot:${id}:history:${n}`);
        await awardJackpot(
          tx,
          { ...jackpot, seedMinor: toMinor(def.seed) },
          {
            userId: players[past.player % players.length]!,
            gameId: slots[(n + i * 3) % slots.length]!.id,
            playEventId: null,
            wonAt: new Date(now.getTime() - past.daysAgo * DAY),
          },
        );
        jackpot.poolMinor = toMinor(def.seed);
      }
      await growPool(tx, jackpot, toMinor(def.now), `demo-jackpot:${id}:since-last-win`);
    }
    return created;
  });
}
