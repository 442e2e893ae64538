/**
 * Demo tournaments: a running race on each of the three providers with the most demo slots,
 * an upcoming freespins tournament, and one that finished with its prizes paid. Seed keys
 * carry the month of the first seed, so a restart seeds nothing twice and a demo server that
 * runs on into a new month gets fresh running tournaments (the old ones settle by the clock).
 */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { Db } from '../db/client.ts';
import {
  games,
  providers,
  tournamentParticipants,
  tournaments,
  type StoredPlacePrize,
} from '../db/schema/index.ts';
import { toMinor } from '../ledger/money.ts';
import { ensureDemoPlayers } from '../leaderboard/demo-players.ts';
import { createTournament } from './create-tournament.ts';
import { settleTournament } from './finish-tournaments.ts';
import { pointsCentiFor } from './scoring.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Games of a provider race at most. */
const RACE_GAMES = 36;

function money(placeFrom: number, placeTo: number, amount: string): StoredPlacePrize {
  return { placeFrom, placeTo, prize: { type: 'money', amountMinor: toMinor(amount).toString() } };
}

const RACE_PRIZES: StoredPlacePrize[] = [
  money(1, 1, '1000'),
  money(2, 2, '500'),
  money(3, 3, '250'),
  money(4, 10, '50'),
];

/** Demo standings: stakes (in USD) each demo player "made" before the demo started. */
const DEMO_STAKES = ['812.4', '640', '533.1', '402.7', '350', '215.5', '120', '88.8'];

async function demoStandings(
  db: Db,
  tournamentId: number,
  players: number[],
  at: Date,
  shift: number,
): Promise<void> {
  const rows = DEMO_STAKES.map((stake, i) => ({
    tournamentId,
    userId: players[(i + shift) % players.length]!,
    pointsCenti: pointsCentiFor(toMinor(stake)),
    pointsAt: new Date(at.getTime() + i * 60_000),
    joinedAt: at,
  }));
  await db.insert(tournamentParticipants).values(rows).onConflictDoNothing();
}

/** Seeds the demo tournaments of `now`'s month once; answers how many were created. */
export async function seedTournaments(db: Db, now: Date = new Date()): Promise<number> {
  const month = now.toISOString().slice(0, 7);
  const finishedKey = `${month}:autumn-classic`;
  const [done] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.seedKey, finishedKey));
  if (done) return 0;

  const slotWhere = and(
    eq(games.type, 'slot'),
    eq(games.hasDemo, true),
    eq(games.isActive, true),
    ne(games.sysname, SPORTSBOOK_SYSNAME),
  );
  const top = await db
    .select({ id: providers.id, sysname: providers.sysname, name: providers.name, n: count() })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(slotWhere)
    .groupBy(providers.id, providers.sysname, providers.name)
    .orderBy(desc(count()), asc(providers.id))
    .limit(3);
  if (top.length === 0) return 0;
  const slots = await db
    .select({ id: games.id, sysname: games.sysname, providerId: games.providerId })
    .from(games)
    .where(slotWhere)
    .orderBy(asc(games.priority), asc(games.id));
  // One transaction: all of the month's demo tournaments or none (and one disk sync).
  return db.transaction(async (tx) => {
    const players = await ensureDemoPlayers(tx);
    let created = 0;

    for (const [i, p] of top.entries()) {
      const own = slots.filter((s) => s.providerId === p.id).slice(0, RACE_GAMES);
      const id = await createTournament(tx, {
        seedKey: `${month}:race:${p.sysname}`,
        title: {
          en: `${p.name} Spin Race`,
          ru: `Гонка спинов ${p.name}`,
          pt: `Corrida de Giros ${p.name}`,
        },
        text: {
          en: `Every 0.10 you stake on ${p.name} slots earns a point. The top 10 share the prize pool.`,
          ru: `Каждые 0.10 ставки в слотах ${p.name} приносят очко. Первые 10 делят призовой фонд.`,
          pt: `Cada 0.10 apostado nos slots ${p.name} vale um ponto. Os 10 primeiros dividem o prêmio.`,
        },
        image: own[0]
          ? `media/game-banners/${own[0].sysname}.svg`
          : `media/providers/${p.sysname}.svg`,
        startsAt: new Date(now.getTime() - (2 + i) * DAY),
        endsAt: new Date(now.getTime() + (26 - i * 5) * DAY),
        currency: 'USD',
        prizes: RACE_PRIZES,
        minBetMinor: i === 1 ? toMinor('0.2') : null,
        optIn: true,
        resetOnCashout: i === 2,
        providerId: p.id,
        tags: ['slots', 'race', ...(i === 0 ? ['featured'] : [])],
        extra: { badge: i === 0 ? 'hot' : 'new' },
        pointsMultiplier: 1,
        gameIds: own.map((s) => s.id),
      });
      if (id === null) continue;
      created += 1;
      await demoStandings(tx, id, players, new Date(now.getTime() - DAY), i);
    }

    const pick = slots.slice(0, 24);
    const spins = pick[0];
    const upcoming = await createTournament(tx, {
      seedKey: `${month}:freespins-frenzy`,
      title: { en: 'Free Spins Frenzy', ru: 'Безумие фриспинов', pt: 'Frenesi de Giros Grátis' },
      text: {
        en: 'A weekend of double points on our favourite slots. Prizes are free spin packs.',
        ru: 'Выходные двойных очков в любимых слотах. Призы — пакеты фриспинов.',
        pt: 'Um fim de semana de pontos em dobro nos slots favoritos. Prêmios em giros grátis.',
      },
      image: spins ? `media/game-banners/${spins.sysname}.svg` : null,
      startsAt: new Date(now.getTime() + 3 * DAY),
      endsAt: new Date(now.getTime() + 5 * DAY),
      currency: 'USD',
      prizes: spins
        ? [
            {
              placeFrom: 1,
              placeTo: 1,
              prize: { type: 'freespins', gameId: spins.id, count: 200, betMinor: '100' },
            },
            {
              placeFrom: 2,
              placeTo: 5,
              prize: { type: 'freespins', gameId: spins.id, count: 50, betMinor: '50' },
            },
            {
              placeFrom: 6,
              placeTo: 20,
              prize: { type: 'freespins', gameId: spins.id, count: 20, betMinor: '20' },
            },
          ]
        : [],
      optIn: true,
      resetOnCashout: true,
      tags: ['freespins', 'weekend', 'double-points'],
      pointsMultiplier: 2,
      gameIds: pick.map((s) => s.id),
    });
    if (upcoming !== null) created += 1;

    const finished = await createTournament(tx, {
      seedKey: finishedKey,
      title: { en: 'Autumn Classic', ru: 'Осенняя классика', pt: 'Clássico de Outono' },
      text: {
        en: 'Our season tournament: the top three took home cash, places 4 and 5 studio headphones.',
        ru: 'Турнир сезона: тройка лидеров забрала деньги, 4-е и 5-е места — студийные наушники.',
        pt: 'Nosso torneio da temporada: o pódio levou dinheiro, o 4º e o 5º fones de estúdio.',
      },
      image: pick[1] ? `media/game-banners/${pick[1].sysname}.svg` : null,
      startsAt: new Date(now.getTime() - 16 * DAY),
      endsAt: new Date(now.getTime() - 2 * DAY),
      currency: 'USD',
      prizes: [
        money(1, 1, '1500'),
        money(2, 2, '750'),
        money(3, 3, '300'),
        { placeFrom: 4, placeTo: 5, prize: { type: 'item', title: 'Studio headphones' } },
      ],
      optIn: false,
      tags: ['slots', 'season'],
      gameIds: pick.map((s) => s.id),
    });
    if (finished !== null) {
      created += 1;
      await demoStandings(tx, finished, players, new Date(now.getTime() - 10 * DAY), 5);
      await settleTournament(tx, finished, now);
    }
    return created;
  });
}
