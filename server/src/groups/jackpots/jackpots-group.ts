/**
 * Jackpots (§7): get (pools, largest first, in the player's currency) and getWinners (latest
 * first, uids masked) — server/src/jackpots/README.md. With leaderboard.top, getWinners feeds
 * the /winners page.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Jackpots } from '@croupier/core/contract';
import { games, jackpotGames, jackpots, jackpotWins, users } from '../../db/schema/index.ts';
import { registerMethod } from '../../http/api-router.ts';
import { proxyImageSet } from '../../image-proxy/proxy-image-set.ts';
import { fromMinor } from '../../ledger/money.ts';
import { convertMinor } from '../../leaderboard/usd-equivalent.ts';
import { maskUid } from '../../leaderboard/display-name.ts';

/** Box of a jackpot picture in CSS pixels (4:3, like the game art it shows). */
const JACKPOT_IMAGE_BOX = { width: 360, height: 270 } as const;

/** Currency amounts are shown in for guests. */
const GUEST_CURRENCY = 'USD';

function text(t: Record<string, string>, locale: string): string | undefined {
  return t[locale] ?? t.en ?? Object.values(t)[0];
}

/** Mounts Jackpots.get and Jackpots.getWinners. */
export function registerJackpotsGroup(app: FastifyInstance): void {
  registerMethod(app, Jackpots.get, async ({ params, db, user, locale }) => {
    const where: SQL | undefined = and(
      eq(jackpots.isActive, true),
      params.ids?.length ? inArray(jackpots.id, params.ids) : undefined,
    );
    const rows = await db
      .select()
      .from(jackpots)
      .where(where)
      .orderBy(desc(jackpots.poolMinor), asc(jackpots.id));
    const want = (b: 'description' | 'games') => !params.fields || params.fields.includes(b);
    const shown = user?.currency ?? GUEST_CURRENCY;
    const gamesOf = new Map<number, { sysname: string; name: string }[]>();
    if (want('games') && rows.length > 0) {
      const links = await db
        .select({ jackpotId: jackpotGames.jackpotId, sysname: games.sysname, name: games.name })
        .from(jackpotGames)
        .innerJoin(games, eq(games.id, jackpotGames.gameId))
        .where(
          and(
            inArray(
              jackpotGames.jackpotId,
              rows.map((r) => r.id),
            ),
            eq(games.isActive, true),
          ),
        )
        .orderBy(asc(games.priority), asc(games.id));
      for (const l of links) {
        const list = gamesOf.get(l.jackpotId) ?? [];
        list.push({ sysname: l.sysname, name: l.name });
        gamesOf.set(l.jackpotId, list);
      }
    }
    return rows.map((j) => {
      const converted = convertMinor(j.poolMinor, j.currency, shown);
      const amount =
        converted === null
          ? { amount: fromMinor(j.poolMinor), currency: j.currency }
          : { amount: fromMinor(converted), currency: shown };
      const body = text(j.text, locale);
      return {
        id: j.id,
        name: j.name,
        amount,
        currency: j.currency,
        ...(want('description')
          ? {
              description: {
                title: text(j.title, locale) ?? j.name,
                ...(body === undefined ? {} : { text: body }),
                ...(j.image ? { image: proxyImageSet(j.image, JACKPOT_IMAGE_BOX) } : {}),
              },
            }
          : {}),
        ...(want('games') ? { games: gamesOf.get(j.id) ?? [] } : {}),
      };
    });
  });

  registerMethod(app, Jackpots.getWinners, async ({ params, db }) => {
    const where =
      params.jackpot_id === undefined ? undefined : eq(jackpotWins.jackpotId, params.jackpot_id);
    const [total] = await db.select({ n: count() }).from(jackpotWins).where(where);
    const rows = await db
      .select({
        jackpotId: jackpotWins.jackpotId,
        userId: jackpotWins.userId,
        fakename: users.fakename,
        amountMinor: jackpotWins.amountMinor,
        currency: jackpotWins.currency,
        wonAt: jackpotWins.wonAt,
        sysname: games.sysname,
        gameName: games.name,
      })
      .from(jackpotWins)
      .innerJoin(users, eq(users.id, jackpotWins.userId))
      .innerJoin(games, eq(games.id, jackpotWins.gameId))
      .where(where)
      .orderBy(desc(jackpotWins.wonAt), desc(jackpotWins.id))
      .limit(params.count)
      .offset(params.offset);
    return {
      items: rows.map((w) => ({
        jackpot_id: w.jackpotId,
        uid: maskUid(w.userId),
        fakename: w.fakename,
        amount: { amount: fromMinor(w.amountMinor), currency: w.currency },
        won_at: w.wonAt.toISOString(),
        game: { sysname: w.sysname, name: w.gameName },
      })),
      total: total?.n ?? 0,
      offset: params.offset,
      count: params.count,
    };
  });
}
