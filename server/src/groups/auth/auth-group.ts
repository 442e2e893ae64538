/**
 * auth (§4, §7, §8; DESIGN §3): login, register, restore, logout. The handlers parse the call,
 * hand the domain (server/src/auth/) what it uses — the database, the limits, the address and
 * a way to start the session — and answer. The social sign-in routes (/oauth/…), which end in
 * the same sessions, are mounted with the plain routes in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import { auth } from '@croupier/core/contract';
import { registerMethod, type MethodContext } from '../../http/api-router.ts';
import { endSession, issueBearerToken, startCookieSession } from '../../sessions/index.ts';
import { registerAuthInputChecks } from './auth-input-checks.ts';
import {
  formRegister,
  passwordLogin,
  registrationConfigFor,
  restore,
  telegramLogin,
  telegramRegister,
  type AuthCall,
} from '../../auth/index.ts';

/** The call as the auth domain takes it; sessions start on this request and reply. */
function authCall(app: FastifyInstance, { request, reply, db, config }: MethodContext): AuthCall {
  const ttl = config.sessionTtlSeconds;
  return {
    db,
    limiter: { store: app.rateLimiter, ipFactor: config.rateLimitIpFactor },
    ip: request.ip,
    sessions: {
      cookie: async (userId) => {
        await startCookieSession(request, reply, db, userId, ttl);
      },
      bearer: async (userId) => (await issueBearerToken(request, db, userId, ttl)).token,
    },
  };
}

/** The registration config the content system holds for `locale` (core's defaults without one). */
function registrationConfig(app: FastifyInstance, locale: string) {
  return registrationConfigFor(app.hasDecorator('cms') ? app.cms.configs : undefined, locale);
}

/** Mounts auth.login, auth.register, auth.restore and auth.logout. */
export function registerAuthGroup(app: FastifyInstance): void {
  registerAuthInputChecks(app);

  registerMethod(app, auth.login, (ctx) => {
    const { params, config } = ctx;
    return 'is_tg' in params
      ? telegramLogin(authCall(app, ctx), config, params)
      : passwordLogin(authCall(app, ctx), params);
  });

  registerMethod(app, auth.register, (ctx) => {
    const { params, config, locale } = ctx;
    return 'is_tg' in params
      ? telegramRegister(authCall(app, ctx), config, locale, params)
      : formRegister(authCall(app, ctx), registrationConfig(app, locale), locale, params);
  });

  registerMethod(app, auth.restore, (ctx) => restore(authCall(app, ctx), ctx.params));

  // Ends the server session (cookie row or bearer token) whoever calls; a guest gets 1 too.
  registerMethod(app, auth.logout, async ({ request, reply, db }) => {
    await endSession(request, reply, db);
    return 1 as const;
  });
}
