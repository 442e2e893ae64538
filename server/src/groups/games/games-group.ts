/**
 * games (§7): the game hall (get, getCategories, getProviders), favourites (getLikes, addLike,
 * removeLike), game history (getHistory) and its CSV export (downloaded from
 * `registerExportDownload` in server/src/game-history/, mounted with the plain routes in app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { games as gamesApi } from '@croupier/core/contract';
import { imageUrl } from '@croupier/core/format';
import { registerMethod } from '../../http/api-router.ts';
import { proxyImageSet } from '../../image-proxy/proxy-image-set.ts';
import { betHistoryPage } from '../../sportsbook/bet-history.ts';
import { searchIndexOf } from '../../catalogue/search-index.ts';
import { listGames } from '../../catalogue/game-list.ts';
import { createExport, findExport, roundsPage } from '../../game-history/index.ts';
import { likedSysnames, likeGame, unlikeGame } from '../../catalogue/game-likes.ts';

/** Box of a provider logo in CSS pixels (the artwork is 5:2). */
const PROVIDER_LOGO_BOX = { width: 160, height: 64, fit: 'contain' } as const;
/** Box of a category icon in CSS pixels. */
const CATEGORY_ICON_SIZE = 48;

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
    return { sysnames: await likedSysnames(db, requireUser().id) };
  });

  registerMethod(app, gamesApi.addLike, async ({ params, db, requireUser }) => {
    await likeGame(db, requireUser().id, params.sysname);
    return 1 as const;
  });

  registerMethod(app, gamesApi.removeLike, async ({ params, db, requireUser }) => {
    await unlikeGame(db, requireUser().id, params.sysname);
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
