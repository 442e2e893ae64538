/**
 * The demo game provider (DESIGN §2):
 * - `GET /platform/game/{sysname}[/{mode}]` and `/platform/game/custom/{name}[/{mode}]` serve a
 *   game frame page; mode `play` (default, alias `real`) or `demo`. Real play needs a signed-in
 *   player: the session cookie, or `?token=` from account.getToken for clients whose frames
 *   carry no cookie (the miniapp); demo play uses fun money: the player's fun balance in the
 *   ledger (refilled when it cannot cover the smallest bet, fun-refill.ts), or, for a guest,
 *   a fun balance kept on the frame's own game session (GUEST_DEMO_BALANCE_MINOR; it is not
 *   history).
 * - `POST /platform/game-api/spin` `{token, bet}` and `/platform/game-api/balance` `{token}`:
 *   authenticated by the game token only (body, never a cookie), so the frame can be
 *   sandboxed with an opaque origin; answers carry `Access-Control-Allow-Origin: *` and no
 *   credentials are ever accepted. Bodies may be `text/plain` (no preflight) or JSON.
 * - `GET /platform/game-assets/slot/{version}/*.js`: the slot page's script modules (browser/).
 * The catalogue has no custom launch names, so `custom/{name}` resolves `name` as a sysname.
 * The miniapp launches the same pages under its own path (`/miniapp/platform/game/…`), the
 * only launch that Telegram's web clients may frame (page-security.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, matchLocale } from '../content/locales.ts';
import { SPORTSBOOK_SYSNAME } from '../content/games.ts';
import { DEFAULT_CURRENCY } from '../content/currencies.ts';
import type { Db } from '../db/client.ts';
import { games, providers } from '../db/schema/index.ts';
import { InvalidAmountError, ServerError } from '../errors.ts';
import { fromMinor, toMinor } from '../ledger/money.ts';
import { playerOfToken, type Player } from '../live/live-auth.ts';
import { serveSportsbookPage } from '../sportsbook/serve-sportsbook-page.ts';
import { openGameSession, useGameSession } from './game-session.ts';
import { messagePage } from './page-shell.ts';
import { miniappGamePath, newNonce, sendGamePage } from './page-security.ts';
import {
  betLevelsFor,
  frameWallet,
  frameFreeSpins,
  playSpin,
  type SpinResult,
} from './play-spin.ts';
import { claimSpinCycle } from './spin-cycle.ts';
import { exactRtp } from './rtp.ts';
import { refillFun } from './fun-refill.ts';
import { SHARED_MODULES } from './shared-modules.ts';
import { SLOT_SCRIPT, slotPage } from './slot-page.ts';
import { jsonObjectBody } from '../http/index.ts';
import { registerBrowserModules } from '../http/browser-modules.ts';

/** Path prefix of the game pages. */
const GAME_PAGE_PATH = '/platform/game';
/** Path prefix of the frame's API. */
const GAME_API_PATH = '/platform/game-api';

const RTP_TEXT = (exactRtp().rtp * 100).toFixed(2);

type LaunchMode = 'real' | 'demo';

function launchMode(raw: string | undefined): LaunchMode | null {
  if (raw === undefined || raw === 'play' || raw === 'real') return 'real';
  if (raw === 'demo') return 'demo';
  return null;
}

async function findGame(db: Db, sysname: string) {
  const [row] = await db
    .select({
      id: games.id,
      sysname: games.sysname,
      name: games.name,
      hasDemo: games.hasDemo,
      minBetMinor: games.minBetMinor,
      maxBetMinor: games.maxBetMinor,
      providerName: providers.name,
    })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(games.sysname, sysname), eq(games.isActive, true)));
  return row ?? null;
}

/** A game page that only shows a message (no game to play here). */
function sendMessagePage(
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
  message: Omit<Parameters<typeof messagePage>[0], 'nonce'>,
  status = 200,
): FastifyReply {
  return sendGamePage(request, reply, nonce, messagePage({ nonce, ...message }), status);
}

/** The game page path the request came through (the miniapp's launch keeps its own). */
function gamePagePathOf(request: FastifyRequest): string {
  return request.routeOptions.config.framedByTelegram
    ? miniappGamePath(GAME_PAGE_PATH)
    : GAME_PAGE_PATH;
}

async function servePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  sysname: string,
  rawMode: string | undefined,
): Promise<FastifyReply> {
  const nonce = newNonce();
  const mode = launchMode(rawMode);
  const game =
    mode && /^[A-Za-z0-9_.-]{1,100}$/.test(sysname) ? await findGame(app.db, sysname) : null;
  if (!mode || !game) {
    return sendMessagePage(
      request,
      reply,
      nonce,
      {
        title: 'Game not found',
        text: 'This game does not exist or is no longer available.',
      },
      404,
    );
  }
  if (game.sysname === SPORTSBOOK_SYSNAME) {
    return serveSportsbookPage(app, request, reply, { nonce, gameId: game.id });
  }
  const demoHref = `${gamePagePathOf(request)}/${encodeURIComponent(game.sysname)}/demo`;
  if (mode === 'demo' && !game.hasDemo) {
    return sendMessagePage(request, reply, nonce, {
      title: 'No demo for this game',
      text: `${game.name} has no demo mode: it is played for real money only.`,
    });
  }
  const query = request.query as Record<string, unknown>;
  let user: Player | null = request.user
    ? { id: request.user.id, currency: request.user.currency, locale: request.user.locale }
    : null;
  // Frames of clients without a cookie session (the miniapp) launch with account.getToken's token.
  if (!user && typeof query.token === 'string') {
    user = await playerOfToken(app.db, query.token, app.config.sessionTtlSeconds);
  }
  if (mode === 'real' && !user) {
    return sendMessagePage(request, reply, nonce, {
      title: 'Sign in to play for real money',
      text: game.hasDemo
        ? `Sign in or register to play ${game.name} for real money, or try it for free in demo mode.`
        : `Sign in or register to play ${game.name}.`,
      ...(game.hasDemo ? { action: { label: 'Play demo', href: demoHref } } : {}),
    });
  }

  const currency = user?.currency ?? DEFAULT_CURRENCY;
  const bets = betLevelsFor(game);
  if (user && mode === 'demo') await refillFun(app.db, user.id, currency, BigInt(bets[0]!));
  const token = await openGameSession(app.db, {
    userId: user?.id ?? null,
    siteSessionHash:
      request.user && request.session?.kind === 'cookie' ? request.session.idHash : null,
    gameId: game.id,
    mode,
    currency,
  });
  const session = await useGameSession(app.db, token);
  if (!session) throw new Error('A fresh game session was not found');
  const wallet = await frameWallet(app.db, session);
  const freeSpins = await frameFreeSpins(app.db, session);
  const locale =
    matchLocale(typeof query.locale === 'string' ? query.locale : undefined) ??
    matchLocale(user?.locale) ??
    DEFAULT_LOCALE;
  const betTexts = bets.map((b) => fromMinor(b));
  const defaultBet = bets.find((b) => b >= 100) ?? bets[bets.length - 1]!;
  return sendGamePage(
    request,
    reply,
    nonce,
    slotPage(
      {
        token,
        api: GAME_API_PATH,
        mode,
        guest: !user,
        gameName: game.name,
        providerName: game.providerName,
        currency,
        locale,
        balance: fromMinor(wallet.balance),
        bonus: wallet.bonus === null ? null : fromMinor(wallet.bonus),
        bets: betTexts,
        bet: fromMinor(defaultBet),
        rtp: RTP_TEXT,
        realHref: mode === 'demo' ? `/game/${encodeURIComponent(game.sysname)}#real` : null,
        freeSpins,
        minSpinMs: app.config.minSpinIntervalMs,
      },
      nonce,
    ),
  );
}

async function sessionOf(db: Db, body: Record<string, unknown>) {
  const session = await useGameSession(db, body.token);
  if (!session) {
    throw new ServerError('AuthorizationException', 'Game session ended; reload the game');
  }
  return session;
}

/** Mounts the game pages, the slot's script and the frame's API. */
export function registerDemoGame(app: FastifyInstance): void {
  registerBrowserModules(app, SLOT_SCRIPT, { loadedBySandboxedFrames: true });
  // Once, here: the sportsbook's page imports them too.
  registerBrowserModules(app, SHARED_MODULES, { loadedBySandboxedFrames: true });
  const launches = [
    { prefix: GAME_PAGE_PATH, page: { config: { session: true } } },
    {
      prefix: miniappGamePath(GAME_PAGE_PATH),
      page: { config: { session: true, framedByTelegram: true } },
    },
  ];
  for (const { prefix, page } of launches) {
    app.get<{ Params: { sysname: string } }>(`${prefix}/:sysname`, page, (req, reply) =>
      servePage(app, req, reply, req.params.sysname, undefined),
    );
    app.get<{ Params: { sysname: string; mode: string } }>(
      `${prefix}/:sysname/:mode`,
      page,
      (req, reply) => servePage(app, req, reply, req.params.sysname, req.params.mode),
    );
    app.get<{ Params: { name: string } }>(`${prefix}/custom/:name`, page, (req, reply) =>
      servePage(app, req, reply, req.params.name, undefined),
    );
    app.get<{ Params: { name: string; mode: string } }>(
      `${prefix}/custom/:name/:mode`,
      page,
      (req, reply) => servePage(app, req, reply, req.params.name, req.params.mode),
    );
  }

  void app.register(async (api) => {
    // The frame may be sandboxed (opaque origin): answers are readable from any origin, and
    // since only the token in the body authenticates, no credentials are ever involved.
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', 'no-store');
    });
    api.options(`${GAME_API_PATH}/*`, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .send(),
    );
    api.post(`${GAME_API_PATH}/spin`, async (request): Promise<{ data: SpinResult }> => {
      const body = jsonObjectBody(request);
      const session = await sessionOf(app.db, body);
      let bet: bigint;
      try {
        if (typeof body.bet !== 'string' && typeof body.bet !== 'number')
          throw new InvalidAmountError(String(body.bet));
        bet = toMinor(body.bet);
      } catch {
        throw new ServerError('InvalidParameterException', 'Invalid parameters', {
          invalidParameters: { bet: 'Invalid amount' },
        });
      }
      // The minimum game cycle is claimed before the spin: a refused spin moves no money.
      await claimSpinCycle(app.db, session, app.config.minSpinIntervalMs);
      return { data: await playSpin(app.db, session, bet) };
    });
    api.post(`${GAME_API_PATH}/balance`, async (request) => {
      const session = await sessionOf(app.db, jsonObjectBody(request));
      const wallet = await frameWallet(app.db, session);
      return {
        data: {
          balance: fromMinor(wallet.balance),
          bonus: wallet.bonus === null ? null : fromMinor(wallet.bonus),
          currency: session.currency,
        },
      };
    });
  });
}
