/**
 * Resolves `request.user` and `request.session` from the bearer token or the session cookie,
 * and the helpers group handlers use to sign a player in and out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { ServerError } from '../errors.ts';
import type { SessionCache } from './session-cache.ts';
import {
  clearSessionCookie,
  readBearerToken,
  readSessionCookie,
  setSessionCookie,
} from './session-cookie.ts';
import {
  createSession,
  destroySession,
  findSession as findStoredSession,
  type SessionInfo,
  type SessionUser,
} from './session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player, or null for a guest (resolved for routes with `config.session`). */
    user: SessionUser | null;
    /** The current server session, or null. */
    session: SessionInfo | null;
  }
  interface FastifyContextConfig {
    /** Resolve the session for this route (every /api method does). */
    session?: boolean;
  }
}

/**
 * A session of a player the operator has banned (or deleted) since it began ends on its next
 * API call, which answers UserBannedException (UserDeletedException) so the client shows the
 * user blocked page (§8) — once; after that the browser is a guest's. Other routes (the live
 * balance socket, /hit) treat it as a guest's without ending it, so the notice is left for
 * the API call the player's page makes.
 */
async function closedAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  found: { user: SessionUser; session: SessionInfo },
  cookie: boolean,
): Promise<boolean> {
  const { status } = found.user;
  if (status !== 'banned' && status !== 'deleted') return false;
  if (!request.url.startsWith('/api/')) return true;
  await destroySession(db, found.session.idHash);
  if (cookie) clearSessionCookie(reply);
  throw status === 'banned'
    ? new ServerError('UserBannedException', 'User is banned')
    : new ServerError('UserDeletedException', 'User is deleted');
}

/** Loads the session of a request (idempotent: a second call reuses the first result). */
async function loadSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  ttlSeconds: number,
  cache?: SessionCache,
): Promise<void> {
  if (request.session) return;
  const findSession = cache ? cache.find.bind(cache) : findStoredSession;
  const bearer = readBearerToken(request);
  if (bearer) {
    const found = await findSession(db, bearer, 'bearer', ttlSeconds);
    if (found && !(await closedAccount(request, reply, db, found, false))) {
      request.user = found.user;
      request.session = found.session;
    }
    return;
  }
  const cookie = readSessionCookie(request);
  if (!cookie) return;
  const found = await findSession(db, cookie, 'cookie', ttlSeconds);
  if (!found) {
    // A stale cookie would be sent (and looked up) on every request; drop it.
    clearSessionCookie(reply);
    return;
  }
  if (await closedAccount(request, reply, db, found, true)) return;
  request.user = found.user;
  request.session = found.session;
  if (found.renewed) setSessionCookie(reply, cookie, ttlSeconds);
}

/** Adds `request.user`/`request.session` and resolves them for routes with `config.session`. */
export function registerSessionHook(
  app: FastifyInstance,
  db: Db,
  ttlSeconds: number,
  cache?: SessionCache,
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.session) {
      await loadSession(request, reply, db, ttlSeconds, cache);
    }
  });
  if (cache) {
    // A player's own change (locale, profile, self-exclusion …) must show in their very next
    // call, before the database's notification of it has necessarily arrived: a signed-in
    // POST drops the player's cached sessions before its answer leaves.
    app.addHook('onSend', async (request) => {
      if (request.method === 'POST' && request.user) cache.dropUser(request.user.id);
    });
  }
}

/**
 * Signs a player in with a fresh cookie session. Any session the request carried is
 * destroyed first, so the id changes after login and again after two-factor (no fixation).
 */
export async function startCookieSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: number,
  ttlSeconds: number,
): Promise<SessionInfo> {
  if (request.session) await destroySession(db, request.session.idHash);
  const { token, session } = await createSession(db, {
    userId,
    kind: 'cookie',
    ttlSeconds,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  setSessionCookie(reply, token, ttlSeconds);
  request.session = session;
  return session;
}

/** Issues a bearer token (miniapp: Telegram's iframe never sends Lax cookies). */
export async function issueBearerToken(
  request: FastifyRequest,
  db: Db,
  userId: number,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, session } = await createSession(db, {
    userId,
    kind: 'bearer',
    ttlSeconds,
    userAgent: request.headers['user-agent'],
    ip: request.ip,
  });
  return { token, expiresAt: session.expiresAt };
}

/** Ends the request's session on the server and clears the cookie. */
export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
): Promise<void> {
  if (request.session) await destroySession(db, request.session.idHash);
  if (request.session?.kind !== 'bearer') clearSessionCookie(reply);
  request.session = null;
  request.user = null;
}
