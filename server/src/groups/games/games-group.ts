/**
 * games (§7): the game hall (get, getCategories, getProviders), favourites (getLikes, addLike,
 * removeLike), game history (getHistory) and its CSV export (downloaded from
 * `registerExportDownload`, mounted with the other plain routes in app.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games as gamesApi } from '@croupier/core/contract';
import { imageUrl } from '@croupier/core/format';
import type { Db } from '../../db/client.ts';
import { gameLikes, games } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import { proxyImageSet } from '../../image-proxy/proxy-image-set.ts';
import { betHistoryPage } from '../../sportsbook/bet-history.ts';
import { searchIndexOf } from '../../catalogue/search-index.ts';
import { listGames } from './game-list.ts';
import { roundsPage } from './game-history.ts';
import { createExport, findExport } from './history-export.ts';

/** Box of a provider logo in CSS pixels (the artwork is 5:2). */
const PROVIDER_LOGO_BOX = { width: 160, height: 64, fit: 'contain' } as const;
/** Box of a category icon in CSS pixels. */
const CATEGORY_ICON_SIZE = 48;

async function gameIdOf(db: Db, sysname: string): Promise<number> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.sysname, sysname), eq(games.isActive, true)));
  if (!row) {
    throw new ServerError('InvalidParameterException', 'Unknown game', {
      invalidParameters: { sysname: 'Unknown game' },
    });
  }
  return row.id;
}

/** Mounts every games method. */
export function registerGamesGroup(app: FastifyInstance): void {
  registerMethod(app, gamesApi.get, async ({ params, db, user }) =>
    // The freespins group owns free spin packs; until it feeds this hint, a player has 0.
    listGames(
      db,
      await app.catalogue.get(),
      params,
      user ? async () => new Map<number, number>() : null,
    ),
  );

  // Cached and revalidated like the other catalogue reads (http/cacheable-reads.ts).
  registerMethod(app, gamesApi.getSearchIndex, async () =>
    searchIndexOf(await app.catalogue.get()),
  );

  registerMethod(app, gamesApi.getCategories, async ({ locale }) =>
    (await app.catalogue.get()).categories.map((c) => ({
      id: c.id,
      sysname: c.sysname,
      name: c.title[locale] ?? c.title.en ?? c.sysname,
      icon: imageUrl(`/${c.icon}`, {
        width: CATEGORY_ICON_SIZE,
        height: CATEGORY_ICON_SIZE,
        fit: 'contain',
      }),
      priority: c.priority,
      games_count: c.gamesCount,
    })),
  );

  registerMethod(app, gamesApi.getProviders, async ({ params }) => {
    const wantParams = !params.fields || params.fields.includes('game_params');
    const types = params.types?.length ? new Set(params.types) : null;
    return (await app.catalogue.get()).providers
      .filter((p) => !types || [...p.types].some((t) => types.has(t)))
      .map((p) => ({
        id: p.id,
        sysname: p.sysname,
        name: p.name,
        logo: proxyImageSet(p.logo, PROVIDER_LOGO_BOX),
        priority: p.priority,
        ...(wantParams
          ? {
              game_params: {
                games_count: p.gamesCount,
                types: gamesApi.GAME_TYPES.filter((t) => p.types.has(t)),
                has_demo: p.hasDemo,
              },
            }
          : {}),
      }));
  });

  registerMethod(app, gamesApi.getLikes, async ({ db, requireUser }) => {
    const user = requireUser();
    const rows = await db
      .select({ sysname: games.sysname })
      .from(gameLikes)
      .innerJoin(games, eq(games.id, gameLikes.gameId))
      .where(eq(gameLikes.userId, user.id))
      .orderBy(asc(gameLikes.createdAt), asc(games.id));
    return { sysnames: rows.map((r) => r.sysname) };
  });

  registerMethod(app, gamesApi.addLike, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const gameId = await gameIdOf(db, params.sysname);
    await db.insert(gameLikes).values({ userId: user.id, gameId }).onConflictDoNothing();
    return 1 as const;
  });

  registerMethod(app, gamesApi.removeLike, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const gameId = await gameIdOf(db, params.sysname);
    await db
      .delete(gameLikes)
      .where(and(eq(gameLikes.userId, user.id), eq(gameLikes.gameId, gameId)));
    return 1 as const;
  });

  registerMethod(app, gamesApi.getHistory, async ({ params, db, requireUser }) => {
    const user = requireUser();
    return roundsPage(db, user.id, {
      offset: params.offset,
      count: params.count,
      dateFrom: params.date_from,
      dateTo: params.date_to,
    });
  });

  // Not in §7: the profile's bets page (the demo sportsbook's bets; see the contract).
  registerMethod(app, gamesApi.getBetHistory, async ({ params, db, requireUser }) =>
    betHistoryPage(db, requireUser().id, params),
  );

  registerMethod(app, gamesApi.gethistoryexportrequest, async ({ params, db, requireUser }) =>
    findExport(db, requireUser().id, params.id),
  );

  registerMethod(
    app,
    gamesApi.createhistoryexportrequest,
    async ({ params, db, requireUser, request }) =>
      createExport(db, requireUser().id, params, request.log),
  );
}
