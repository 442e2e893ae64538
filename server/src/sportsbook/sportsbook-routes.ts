/**
 * The sportsbook frame's API under `/platform/sportsbook-api` (plain routes, mounted in
 * app.ts), authenticated like the slot's: by the game token in the body, never a cookie, so
 * the frame may be sandboxed (answers readable from any origin, no credentials accepted).
 * - `GET  /feed` — events, scores and prices at the book's clock (public: guests browse too).
 * - `POST /account` `{token}` — the balances a stake can come from.
 * - `POST /place` `{token, type, stake, balance, accept, selections}` — places a slip.
 * - `POST /bets` `{token, status?, offset?, count?}` — the player's bets, newest first.
 * Also serves the page's script modules (`/platform/game-assets/sportsbook/{version}/*.js`), and
 * decorates `app.sportsbook` (clock, settlement) and runs the settlement timer outside
 * tests (tests settle explicitly at a pinned clock).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import type { Db } from '../db/client.ts';
import { games, ODDS_ACCEPTANCE, SPORT_BALANCE_KINDS } from '../db/schema/index.ts';
import { useGameSession, type GameSession } from '../demo-game/game-session.ts';
import { ServerError } from '../errors.ts';
import { getBalanceSheet } from '../ledger/balances.ts';
import { fromMinor, toMinor } from '../ledger/money.ts';
import { betHistoryPage } from './bet-history.ts';
import { HISTORY_PAGE_SIZE } from './constants.ts';
import { feedAt } from './feed.ts';
import { placeSlip } from './place-bets.ts';
import { Sportsbook } from './sportsbook-service.ts';
import { jsonObjectBody } from '../http/index.ts';
import { registerBrowserModules } from '../http/browser-modules.ts';
import { SPORTSBOOK_SCRIPT } from './sportsbook-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo sportsbook's clock and settlement. */
    sportsbook: Sportsbook;
  }
}

/** Path prefix of the sportsbook frame's API. */
export const SPORTSBOOK_API_PATH = '/platform/sportsbook-api';

const selection = z.object({
  event_id: z.string().check(z.maxLength(40)),
  market: z.string().check(z.maxLength(20)),
  outcome: z.string().check(z.maxLength(20)),
  odds: z.union([z.string().check(z.maxLength(12)), z.number()]),
});

const placeBody = z.object({
  type: z.enum(['single', 'accumulator']),
  stake: z.union([z.string().check(z.maxLength(20)), z.number()]),
  balance: z._default(z.enum(SPORT_BALANCE_KINDS), 'main'),
  accept: z._default(z.enum(ODDS_ACCEPTANCE), 'none'),
  selections: z.array(selection).check(z.maxLength(50)),
});

const betsBody = z.object({
  status: z.optional(z.enum(['open', 'settled', 'won', 'lost', 'void'])),
  offset: z._default(z.number().check(z.int(), z.minimum(0)), 0),
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), HISTORY_PAGE_SIZE),
});

function parse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  const invalidParameters: Record<string, string> = {};
  for (const issue of result.error.issues) {
    invalidParameters[String(issue.path[0] ?? 'body')] = issue.message;
  }
  throw new ServerError('InvalidParameterException', 'Invalid parameters', { invalidParameters });
}

/** The catalogue id of the sportsbook entry, or null when it is not in the catalogue. */
async function sportsbookGameIdOf(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.sysname, SPORTSBOOK_SYSNAME), eq(games.isActive, true)));
  return row?.id ?? null;
}

/** The player's sportsbook session of a token; guests' and other games' tokens are refused. */
async function playerSession(db: Db, token: unknown): Promise<GameSession & { userId: number }> {
  const session = await useGameSession(db, token);
  const gameId = session ? await sportsbookGameIdOf(db) : null;
  if (!session || session.userId === null || session.mode !== 'real' || session.gameId !== gameId) {
    throw new ServerError('AuthorizationException', 'Sign in to place bets, then reload the book');
  }
  return session as GameSession & { userId: number };
}

/** The balances a stake can come from, as decimal strings. */
export async function stakeBalances(
  db: Db,
  userId: number,
  currency: string,
): Promise<{ main: string; betting_bonus: string; currency: string }> {
  const sheet = await getBalanceSheet(db, userId, currency);
  return {
    main: fromMinor(sheet.main),
    betting_bonus: fromMinor(sheet.betting_bonus),
    currency,
  };
}

/** Mounts the sportsbook API, decorates `app.sportsbook` and runs its settlement timer. */
export function registerSportsbook(app: FastifyInstance): void {
  const book = new Sportsbook(app.db, app.jobs, (err) =>
    app.log.error({ err }, 'sportsbook settlement'),
  );
  app.decorate('sportsbook', book);
  app.addHook('onReady', async () => {
    if (app.config.nodeEnv !== 'test') book.start();
  });
  app.addHook('onClose', async () => book.stop());
  registerBrowserModules(app, SPORTSBOOK_SCRIPT, { loadedBySandboxedFrames: true });

  void app.register(async (api) => {
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', 'no-store');
    });
    api.options(`${SPORTSBOOK_API_PATH}/*`, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send(),
    );
    api.get(`${SPORTSBOOK_API_PATH}/feed`, async () => ({ data: feedAt(book.now()) }));
    api.post(`${SPORTSBOOK_API_PATH}/account`, async (request) => {
      const session = await playerSession(app.db, jsonObjectBody(request).token);
      return { data: await stakeBalances(app.db, session.userId, session.currency) };
    });
    api.post(`${SPORTSBOOK_API_PATH}/place`, async (request) => {
      const body = jsonObjectBody(request);
      const session = await playerSession(app.db, body.token);
      const slip = parse(placeBody, body);
      let stakeMinor: bigint;
      try {
        stakeMinor = toMinor(slip.stake);
      } catch {
        throw new ServerError('InvalidParameterException', 'Invalid parameters', {
          invalidParameters: { stake: 'Invalid amount' },
        });
      }
      const bets = await placeSlip(
        app.db,
        {
          userId: session.userId,
          currency: session.currency,
          type: slip.type,
          stakeMinor,
          balanceKind: slip.balance,
          accept: slip.accept,
          selections: slip.selections.map((s) => ({ ...s, odds: String(s.odds) })),
        },
        book.now(),
      );
      return {
        data: { bets, balances: await stakeBalances(app.db, session.userId, session.currency) },
      };
    });
    api.post(`${SPORTSBOOK_API_PATH}/bets`, async (request) => {
      const body = jsonObjectBody(request);
      const session = await playerSession(app.db, body.token);
      const query = parse(betsBody, body);
      return { data: await betHistoryPage(app.db, session.userId, query) };
    });
  });
}
