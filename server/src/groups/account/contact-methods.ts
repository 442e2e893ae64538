/**
 * account contact methods (§7): addcontact, sendconfirmationtocontact, confirmContact,
 * changeSubscription and unsubscribe.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { contacts, users } from '../../db/schema/index.ts';
import type { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import { refuseFields, type FieldReason } from '../../http/refuse-fields.ts';
import {
  checkContactCode,
  normaliseContact,
  readUnsubscribeToken,
  sendContactCode,
  type UnsubscribeScope,
  unsubscribeUrl,
} from '../../account/index.ts';

const CONTACT_IN_USE = 'contactInUse';

function invalid(field: string, reason: FieldReason): ServerError {
  return refuseFields({ [field]: reason });
}

async function contactOf(db: Db, userId: number, type: account.ContactType) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.userId, userId), eq(contacts.type, type)));
  return row;
}

/** users.is_subscribed mirrors "any contact subscribed"; a player without contacts keeps the flag. */
async function setSubscription(
  db: Db,
  userId: number,
  scope: UnsubscribeScope,
  subscribed: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const where =
      scope === 'all'
        ? eq(contacts.userId, userId)
        : and(eq(contacts.userId, userId), eq(contacts.type, scope));
    await tx.update(contacts).set({ isSubscribed: subscribed }).where(where);
    const rows = await tx
      .select({ isSubscribed: contacts.isSubscribed })
      .from(contacts)
      .where(eq(contacts.userId, userId));
    const flag =
      scope === 'all' || rows.length === 0 ? subscribed : rows.some((r) => r.isSubscribed);
    await tx
      .update(users)
      .set({ isSubscribed: flag, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}

/** Mounts the contact methods. */
export function registerContactMethods(app: FastifyInstance): void {
  registerMethod(app, account.addcontact, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const normalised = normaliseContact(params.type, params.contact, params.phone_country_code);
    if (!normalised.ok) throw invalid(normalised.field, normalised.reason);
    const [taken] = await db
      .select({ userId: contacts.userId })
      .from(contacts)
      .where(
        and(
          eq(contacts.type, params.type),
          eq(contacts.contact, normalised.contact),
          ne(contacts.userId, user.id),
        ),
      );
    if (taken) throw invalid('contact', CONTACT_IN_USE);
    const existing = await contactOf(db, user.id, params.type);
    try {
      if (!existing) {
        await db.insert(contacts).values({
          userId: user.id,
          type: params.type,
          contact: normalised.contact,
          phoneCountryCode: normalised.phoneCountryCode,
          isSubscribed: user.isSubscribed,
        });
      } else if (existing.contact !== normalised.contact) {
        await db
          .update(contacts)
          .set({
            contact: normalised.contact,
            phoneCountryCode: normalised.phoneCountryCode,
            isConfirmed: false,
          })
          .where(eq(contacts.id, existing.id));
      }
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('contact', CONTACT_IN_USE);
      throw err;
    }
    return 1 as const;
  });

  registerMethod(
    app,
    account.sendconfirmationtocontact,
    async ({ params, db, requireUser, locale, config }) => {
      const user = requireUser();
      const row = await contactOf(db, user.id, params.type);
      if (!row) throw invalid('type', 'noContact');
      if (row.isConfirmed) throw invalid('type', 'alreadyConfirmed');
      const footer =
        params.type === 'email'
          ? `Unsubscribe from our news: ${await unsubscribeUrl(db, config.publicOrigin, user.id, 'email')}`
          : undefined;
      await sendContactCode(db, {
        userId: user.id,
        type: params.type,
        contact: row.contact,
        locale,
        ...(footer ? { footer } : {}),
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
      const user = requireUser();
      const row = await contactOf(db, user.id, params.type);
      if (!row) throw invalid('type', 'noContact');
      if (row.isConfirmed) return 1 as const;
      await checkContactCode(db, { userId: user.id, contact: row.contact, code: params.code });
      await db.update(contacts).set({ isConfirmed: true }).where(eq(contacts.id, row.id));
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
    const user = requireUser();
    if (params.type && !(await contactOf(db, user.id, params.type))) {
      throw invalid('type', 'noContact');
    }
    await setSubscription(db, user.id, params.type ?? 'all', params.is_subscribed);
    return 1 as const;
  });

  registerMethod(
    app,
    account.unsubscribe,
    async ({ params, db, requireUser }) => {
      if (params.token !== undefined) {
        const link = await readUnsubscribeToken(db, params.token);
        if (!link) throw invalid('token', 'linkExpired');
        const scope = link.scope === 'all' ? (params.type ?? 'all') : link.scope;
        await setSubscription(db, link.userId, scope, false);
        return 1 as const;
      }
      const user = requireUser();
      await setSubscription(db, user.id, params.type ?? 'all', false);
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
