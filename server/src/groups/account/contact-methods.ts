/**
 * account contact methods (§7): addcontact, sendconfirmationtocontact, confirmContact,
 * changeSubscription and unsubscribe (the logic is in server/src/account/contacts.ts).
 */
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import {
  addContact,
  changeSubscription,
  confirmContact,
  sendContactConfirmation,
  unsubscribeByToken,
  unsubscribePlayer,
} from '../../account/index.ts';
import { registerMethod } from '../../http/api-router.ts';

/** Mounts the contact methods. */
export function registerContactMethods(app: FastifyInstance): void {
  registerMethod(app, account.addcontact, async ({ params, db, requireUser }) => {
    await addContact(db, requireUser(), params);
    return 1 as const;
  });

  registerMethod(
    app,
    account.sendconfirmationtocontact,
    async ({ params, db, requireUser, locale, config }) => {
      await sendContactConfirmation(db, {
        userId: requireUser().id,
        type: params.type,
        locale,
        publicOrigin: config.publicOrigin,
      });
      return 1 as const;
    },
    {
      // Besides the one-minute resend wait: at most 5 codes an hour per player.
      rateLimit: {
        rule: { limit: 5, windowSeconds: 3600 },
        key: ({ user }) => `contact-code-send:${user?.id}`,
        message: 'Too many codes requested. Try again later.',
      },
    },
  );

  registerMethod(
    app,
    account.confirmContact,
    async ({ params, db, requireUser }) => {
      await confirmContact(db, requireUser().id, params.type, params.code);
      return 1 as const;
    },
    {
      rateLimit: {
        rule: { limit: 10, windowSeconds: 900 },
        key: ({ user }) => `contact-code-check:${user?.id}`,
      },
    },
  );

  registerMethod(app, account.changeSubscription, async ({ params, db, requireUser }) => {
    await changeSubscription(db, requireUser().id, params.type, params.is_subscribed);
    return 1 as const;
  });

  registerMethod(
    app,
    account.unsubscribe,
    async ({ params, db, requireUser }) => {
      if (params.token !== undefined) {
        await unsubscribeByToken(db, params.token, params.type);
      } else {
        await unsubscribePlayer(db, requireUser().id, params.type);
      }
      return 1 as const;
    },
    {
      rateLimit: {
        rule: { limit: 30, windowSeconds: 600 },
        key: ({ request }) => `unsubscribe:${request.ip}`,
      },
    },
  );
}
