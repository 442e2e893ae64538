/**
 * auth (§4, §7, §8; DESIGN §3): login, register, restore, logout. The social sign-in routes
 * (/oauth/…), which end in the same sessions, are mounted with the plain routes in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import { auth } from '@croupier/core/contract';
import { registerMethod } from '../../http/api-router.ts';
import { endSession } from '../../sessions/index.ts';
import { registerAuthInputChecks } from './auth-input-checks.ts';
import {
  formRegister,
  passwordLogin,
  restore,
  telegramLogin,
  telegramRegister,
} from '../../auth/index.ts';

/** Mounts auth.login, auth.register, auth.restore and auth.logout. */
export function registerAuthGroup(app: FastifyInstance): void {
  registerAuthInputChecks(app);

  registerMethod(app, auth.login, (ctx) => {
    const { params } = ctx;
    return 'is_tg' in params ? telegramLogin(app, ctx, params) : passwordLogin(app, ctx, params);
  });

  registerMethod(app, auth.register, (ctx) => {
    const { params } = ctx;
    return 'is_tg' in params ? telegramRegister(app, ctx, params) : formRegister(app, ctx, params);
  });

  registerMethod(app, auth.restore, (ctx) => restore(app, ctx));

  // Ends the server session (cookie row or bearer token) whoever calls; a guest gets 1 too.
  registerMethod(app, auth.logout, async ({ request, reply, db }) => {
    await endSession(request, reply, db);
    return 1 as const;
  });
}
