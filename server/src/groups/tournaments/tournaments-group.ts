/**
 * tournaments (§7): get and participate; the clock that settles ended tournaments runs while
 * the server is up (server/src/tournaments/README.md).
 */
import type { FastifyInstance } from 'fastify';
import { tournaments as tournamentsApi } from '@croupier/core/contract';
import { registerMethod } from '../../http/api-router.ts';
import { participate } from '../../tournaments/participate.ts';
import { startTournamentClock } from '../../tournaments/finish-tournaments.ts';
import { listTournaments } from './tournament-list.ts';

/** Mounts tournaments.get and tournaments.participate, and starts the settling clock. */
export function registerTournamentsGroup(app: FastifyInstance): void {
  registerMethod(app, tournamentsApi.get, ({ params, db, user, locale }) =>
    listTournaments(db, params, user?.id ?? null, locale, new Date()),
  );

  registerMethod(app, tournamentsApi.participate, async ({ params, db, requireUser }) => {
    const user = requireUser();
    await participate(db, user.id, params.tournament_id);
    return 1 as const;
  });

  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startTournamentClock(app.db, app.jobs, (err) =>
      app.log.error({ err }, 'Settling ended tournaments failed'),
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
