/**
 * Who opens the live balance socket: the session cookie (web, webview; only from PUBLIC_ORIGIN
 * or ALLOWED_ORIGINS, so another site cannot ride the cookie), `Authorization: Bearer` (native
 * clients), or the query `token` for clients that cannot set headers (miniapp, browsers):
 * the short-lived token of account.getToken, or a bearer session token.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { verifyAccessToken } from '../account/index.ts';
import { findSession } from '../sessions/session-store.ts';

/** The player behind a socket or a game launch. */
export interface Player {
  id: number;
  currency: string;
  locale: string;
}

/** What the socket route needs to authenticate. */
export interface LiveAuthOptions {
  db: Db;
  sessionTtlSeconds: number;
  /** Origins besides our own allowed to use the cookie. */
  trustedOrigins: readonly string[];
}

/** The player if they may be served now: active, and not taking a break or self-excluded. */
export async function activePlayer(db: Db, userId: number): Promise<Player | null> {
  const [row] = await db
    .select({
      id: users.id,
      currency: users.currency,
      locale: users.locale,
      status: users.status,
      selfExcludedUntil: users.selfExcludedUntil,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.status !== 'active') return null;
  if (row.selfExcludedUntil && row.selfExcludedUntil > new Date()) return null;
  return { id: row.id, currency: row.currency, locale: row.locale };
}

/**
 * The active player a query token names: an account.getToken access token (verified by the
 * account group) or a bearer session token; null when neither.
 */
export async function playerOfToken(
  db: Db,
  token: string,
  sessionTtlSeconds: number,
): Promise<Player | null> {
  const access = await verifyAccessToken(db, token);
  if (access) return activePlayer(db, access.userId);
  const bearer = await findSession(db, token, 'bearer', sessionTtlSeconds);
  return bearer ? activePlayer(db, bearer.user.id) : null;
}

/** The player of a socket upgrade, or null (refused). `request.user` comes from the session hook. */
export async function liveUser(
  request: FastifyRequest,
  options: LiveAuthOptions,
): Promise<Player | null> {
  const query = request.query as Record<string, unknown>;
  const token = typeof query.token === 'string' ? query.token : undefined;
  if (token) return playerOfToken(options.db, token, options.sessionTtlSeconds);
  if (!request.user) return null;
  if (request.session?.kind === 'cookie') {
    const origin = request.headers.origin;
    // Only configuration names our origins: the Host header is the client's to choose.
    if (origin !== undefined && !options.trustedOrigins.includes(origin)) return null;
  }
  return activePlayer(options.db, request.user.id);
}
