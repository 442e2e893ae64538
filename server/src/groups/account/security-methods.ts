/**
 * account security methods (§7): changepassword, changeTwoFactorAuth, confirmTwoFactorAuth
 * and getToken (the logic is in server/src/account/security.ts). Code and password guesses
 * are rate-limited per player.
 */
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import {
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  issueAccessToken,
  startTwoFactor,
} from '../../account/index.ts';
import { registerMethod } from '../../http/api-router.ts';

const GUESSES = { limit: 10, windowSeconds: 900 };

/** Mounts the security methods. */
export function registerSecurityMethods(app: FastifyInstance): void {
  registerMethod(
    app,
    account.changepassword,
    async ({ params, db, requireUser, session }) => {
      await changePassword(db, requireUser().id, params, session ? session.idHash : null);
      return 1 as const;
    },
    {
      rateLimit: {
        rule: { limit: 5, windowSeconds: 900 },
        key: ({ user }) => `changepassword:${user?.id}`,
      },
    },
  );

  registerMethod(
    app,
    account.changeTwoFactorAuth,
    async ({ params, db, requireUser }) => {
      const userId = requireUser().id;
      return params.enable
        ? startTwoFactor(db, userId)
        : disableTwoFactor(db, userId, params.code ?? '');
    },
    { rateLimit: { rule: GUESSES, key: ({ user }) => `twofa-change:${user?.id}` } },
  );

  registerMethod(
    app,
    account.confirmTwoFactorAuth,
    async ({ params, db, requireUser }) => {
      await confirmTwoFactor(db, requireUser().id, params.code);
      return 1 as const;
    },
    { rateLimit: { rule: GUESSES, key: ({ user }) => `twofa-confirm:${user?.id}` } },
  );

  registerMethod(app, account.getToken, async ({ db, requireUser }) =>
    issueAccessToken(db, requireUser().id),
  );
}
