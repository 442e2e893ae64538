/**
 * tournaments.get: a page of tournaments, active first (ending soonest), then upcoming
 * (starting soonest), then finished (latest first), with the blocks `fields` asks for.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ParamsOut, ResultOf, tournaments as tournamentsApi } from '@croupier/core/contract';
import type { Db } from '../../db/client.ts';
import {
  providers,
  tournamentGames,
  tournamentParticipants,
  tournaments,
} from '../../db/schema/index.ts';
import { proxyImageSet } from '../../image-proxy/proxy-image-set.ts';
import { fromMinor } from '../../ledger/money.ts';
import { displayName } from '../../leaderboard/display-name.ts';
import { pointsOf } from '../../tournaments/scoring.ts';
import {
  lastPrizedPlace,
  prizeForPlace,
  prizeGames,
  prizeView,
  totalPrizeMinor,
  type PrizeGames,
} from '../../tournaments/prizes.ts';
import { standingOf, standingsPage } from '../../tournaments/standings.ts';

/** Box of a tournament picture in CSS pixels (a wide card, like the §9 desktop banner). */
const TOURNAMENT_IMAGE_BOX = { width: 735, height: 240 } as const;

type GetParams = ParamsOut<typeof tournamentsApi.get>;
type TournamentView = ResultOf<typeof tournamentsApi.get>['items'][number];
type Status = TournamentView['status'];

/** A tournament's status at `now`. */
function statusAt(t: { startsAt: Date; endsAt: Date }, now: Date): Status {
  if (t.startsAt > now) return 'upcoming';
  return t.endsAt > now ? 'active' : 'finished';
}

function text(t: Record<string, string>, locale: string): string | undefined {
  return t[locale] ?? t.en ?? Object.values(t)[0];
}

function statusWhere(status: Status, now: Date): SQL | undefined {
  if (status === 'upcoming') return gt(tournaments.startsAt, now);
  if (status === 'active') return and(lte(tournaments.startsAt, now), gt(tournaments.endsAt, now));
  return lte(tournaments.endsAt, now);
}

const columns = {
  id: tournaments.id,
  title: tournaments.title,
  text: tournaments.text,
  image: tournaments.image,
  startsAt: tournaments.startsAt,
  endsAt: tournaments.endsAt,
  currency: tournaments.currency,
  prizes: tournaments.prizes,
  minBetMinor: tournaments.minBetMinor,
  countries: tournaments.countries,
  currencies: tournaments.currencies,
  optIn: tournaments.optIn,
  resetOnCashout: tournaments.resetOnCashout,
  provider: providers.sysname,
  tags: tournaments.tags,
  extra: tournaments.extra,
};
function pageRows(db: Db, where: SQL | undefined, now: Date, offset: number, limit: number) {
  const at = now.toISOString();
  const rank = sql`(case when ${tournaments.startsAt} > ${at}::timestamptz then 1 when ${tournaments.endsAt} > ${at}::timestamptz then 0 else 2 end)`;
  return db
    .select(columns)
    .from(tournaments)
    .leftJoin(providers, eq(providers.id, tournaments.providerId))
    .where(where)
    .orderBy(
      asc(rank),
      asc(sql`case when ${rank} = 0 then ${tournaments.endsAt} end`),
      asc(sql`case when ${rank} = 1 then ${tournaments.startsAt} end`),
      desc(sql`case when ${rank} = 2 then ${tournaments.endsAt} end`),
      asc(tournaments.id),
    )
    .limit(limit)
    .offset(offset);
}
type Row = Awaited<ReturnType<typeof pageRows>>[number];

async function totals(db: Db, ids: number[]) {
  if (ids.length === 0) {
    return {
      people: new Map<number, { n: number; points: bigint }>(),
      games: new Map<number, number>(),
    };
  }
  const people = await db
    .select({
      id: tournamentParticipants.tournamentId,
      n: count(),
      points: sql<string>`coalesce(sum(${tournamentParticipants.pointsCenti}), 0)::text`,
    })
    .from(tournamentParticipants)
    .where(inArray(tournamentParticipants.tournamentId, ids))
    .groupBy(tournamentParticipants.tournamentId);
  const gamesCount = await db
    .select({ id: tournamentGames.tournamentId, n: count() })
    .from(tournamentGames)
    .where(inArray(tournamentGames.tournamentId, ids))
    .groupBy(tournamentGames.tournamentId);
  return {
    people: new Map(people.map((p) => [p.id, { n: p.n, points: BigInt(p.points) }])),
    games: new Map(gamesCount.map((g) => [g.id, g.n])),
  };
}

async function userInfo(db: Db, t: Row, userId: number, joined: Set<number>) {
  const row = await standingOf(db, t.id, userId);
  if (row) return { place: row.place, points: pointsOf(row.pointsCenti), is_participant: true };
  return { place: null, points: 0, is_participant: joined.has(t.id) };
}

async function winners(db: Db, t: Row, userId: number | null, names: PrizeGames) {
  const rows = await standingsPage(db, t.id, 0, lastPrizedPlace(t.prizes));
  return rows.map((r) => {
    const prize = prizeForPlace(t.prizes, r.place);
    return {
      place: r.place,
      fakename: displayName(r),
      points: pointsOf(r.pointsCenti),
      prize: prize ? prizeView(prize, t.currency, names) : null,
      is_current_user: r.userId === userId,
    };
  });
}

/** The page `params` asks for, as the player `userId` (null for guests) sees it. */
export async function listTournaments(
  db: Db,
  params: GetParams,
  userId: number | null,
  locale: string,
  now: Date,
): Promise<ResultOf<typeof tournamentsApi.get>> {
  const where = and(
    params.ids?.length ? inArray(tournaments.id, params.ids) : undefined,
    params.status ? statusWhere(params.status, now) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(tournaments).where(where);
  const rows = await pageRows(db, where, now, params.offset, params.count);

  const want = (block: (typeof params.fields & object)[number]) =>
    !params.fields || params.fields.includes(block);
  const ids = rows.map((r) => r.id);
  const sums = await totals(db, ids);
  const names = await prizeGames(
    db,
    rows.map((r) => r.prizes),
  );
  const joined = new Set<number>();
  if (userId !== null && ids.length > 0 && want('user_info')) {
    const mine = await db
      .select({ id: tournamentParticipants.tournamentId })
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.userId, userId),
          inArray(tournamentParticipants.tournamentId, ids),
        ),
      );
    for (const m of mine) joined.add(m.id);
  }

  const items: TournamentView[] = [];
  for (const t of rows) {
    const people = sums.people.get(t.id);
    const title = text(t.title, locale) ?? `Tournament ${t.id}`;
    const body = text(t.text, locale);
    const view: TournamentView = {
      id: t.id,
      status: statusAt(t, now),
      starts_at: t.startsAt.toISOString(),
      ends_at: t.endsAt.toISOString(),
      total_prize: { amount: fromMinor(totalPrizeMinor(t.prizes)), currency: t.currency },
      total_participants: people?.n ?? 0,
      total_points: pointsOf(people?.points ?? 0n),
      reset_on_cashout: t.resetOnCashout,
      provider: t.provider,
      tags: t.tags,
      extra: t.extra,
      games_count: sums.games.get(t.id) ?? 0,
    };
    if (want('description')) {
      view.description = {
        title,
        ...(body === undefined ? {} : { text: body }),
        ...(t.image ? { image: proxyImageSet(t.image, TOURNAMENT_IMAGE_BOX) } : {}),
      };
    }
    if (want('prizes')) {
      view.prizes = t.prizes.map((p) => ({
        place_from: p.placeFrom,
        place_to: p.placeTo,
        prize: prizeView(p.prize, t.currency, names),
      }));
    }
    if (want('user_info')) {
      view.user_info = userId === null ? null : await userInfo(db, t, userId, joined);
    }
    if (want('winners')) view.winners = await winners(db, t, userId, names);
    if (want('restrictions')) {
      view.restrictions = {
        min_bet:
          t.minBetMinor === null
            ? null
            : { amount: fromMinor(t.minBetMinor), currency: t.currency },
        countries: t.countries,
        currencies: t.currencies,
        opt_in: t.optIn,
      };
    }
    items.push(view);
  }
  return { items, total: total?.n ?? 0, offset: params.offset, count: params.count };
}
