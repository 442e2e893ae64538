/**
 * Serving `/platform/game/dgt_sportsbook[/{mode}]` (called by the demo game routes): a
 * signed-in player (session cookie, or `?token=` from account.getToken for frames without
 * cookies) gets a real-money game token for the frame; a guest browses the same book with a
 * read-only slip and a sign-in link. The sportsbook has no fun-money mode: every mode opens
 * the same book.
 */
import { FRAME_ACTION_PROTOCOL, FRAME_ACTION_VERSION } from '@croupier/core/games';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CURRENCY } from '../content/currencies.ts';
import { DEFAULT_LOCALE, matchLocale } from '../content/locales.ts';
import { openGameSession } from '../demo-game/game-session.ts';
import { sendGamePage } from '../demo-game/page-security.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { fromMinor } from '../ledger/money.ts';
import { playerOfToken, type Player } from '../live/live-auth.ts';
import { MAX_SELECTIONS, MAX_STAKE_MINOR, MIN_STAKE_MINOR } from './constants.ts';
import { feedAt } from './feed.ts';
import { sportsbookPage } from './sportsbook-page.ts';
import { SPORTSBOOK_API_PATH, stakeBalances } from './sportsbook-routes.ts';

/** Where a guest is sent to sign in: the site's home with the registration popup (§2.2). */
const SIGN_IN_HREF = '/?show_popup_reg=1';

/** Sends the sportsbook page for the catalogue entry `gameId`. */
export async function serveSportsbookPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { nonce: string; gameId: number },
): Promise<FastifyReply> {
  const query = request.query as Record<string, unknown>;
  let user: Player | null = request.user
    ? { id: request.user.id, currency: request.user.currency, locale: request.user.locale }
    : null;
  if (!user && typeof query.token === 'string') {
    user = await playerOfToken(app.db, query.token, app.config.sessionTtlSeconds);
  }
  const currency = user?.currency ?? DEFAULT_CURRENCY;
  const token = user
    ? await openGameSession(app.db, {
        userId: user.id,
        siteSessionHash:
          request.user && request.session?.kind === 'cookie' ? request.session.idHash : null,
        gameId: input.gameId,
        mode: 'real',
        currency,
      })
    : null;
  const balances = user ? await stakeBalances(app.db, user.id, currency) : null;
  const locale =
    matchLocale(typeof query.locale === 'string' ? query.locale : undefined) ??
    matchLocale(user?.locale) ??
    DEFAULT_LOCALE;
  const html = sportsbookPage(
    {
      token,
      api: SPORTSBOOK_API_PATH,
      currency,
      locale,
      balances: balances ? { main: balances.main, betting_bonus: balances.betting_bonus } : null,
      signInHref: SIGN_IN_HREF,
      feed: feedAt(app.sportsbook.now()),
      limits: {
        minStake: fromMinor(MIN_STAKE_MINOR),
        maxStake: fromMinor(MAX_STAKE_MINOR),
        maxSelections: MAX_SELECTIONS,
      },
      host: {
        origin: requestOrigin(request),
        protocol: FRAME_ACTION_PROTOCOL,
        version: FRAME_ACTION_VERSION,
      },
    },
    input.nonce,
  );
  return sendGamePage(request, reply, input.nonce, html);
}
