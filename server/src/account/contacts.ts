/**
 * A player's contacts (§7 addcontact, sendconfirmationtocontact, confirmContact,
 * changeSubscription, unsubscribe): one email and one phone each, confirmed by a code, and
 * the news subscription kept per contact and mirrored on the player.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { account, ParamsOut } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { contacts, users } from '../db/schema/index.ts';
import { refuseField } from '../http/refuse-fields.ts';
import type { SessionUser } from '../sessions/session-store.ts';
import { normaliseContact } from './contact-address.ts';
import { checkContactCode, sendContactCode } from './contact-codes.ts';
import {
  readUnsubscribeToken,
  unsubscribeUrl,
  type UnsubscribeScope,
} from './unsubscribe-token.ts';

const CONTACT_IN_USE = 'contactInUse';

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

/** Adds or replaces the player's contact of a type; a changed address needs confirming again. */
export async function addContact(
  db: Db,
  user: Pick<SessionUser, 'id' | 'isSubscribed'>,
  params: ParamsOut<typeof account.addcontact>,
): Promise<void> {
  const normalised = normaliseContact(params.type, params.contact, params.phone_country_code);
  if (!normalised.ok) throw refuseField(normalised.field, normalised.reason);
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
  if (taken) throw refuseField('contact', CONTACT_IN_USE);
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
    if (isUniqueViolation(err)) throw refuseField('contact', CONTACT_IN_USE);
    throw err;
  }
}

/** Sends a confirmation code to the player's unconfirmed contact of a type. */
export async function sendContactConfirmation(
  db: Db,
  request: { userId: number; type: account.ContactType; locale: string; publicOrigin: string },
): Promise<void> {
  const { userId, type, locale, publicOrigin } = request;
  const row = await contactOf(db, userId, type);
  if (!row) throw refuseField('type', 'noContact');
  if (row.isConfirmed) throw refuseField('type', 'alreadyConfirmed');
  const footer =
    type === 'email'
      ? `Unsubscribe from our news: ${await unsubscribeUrl(db, publicOrigin, userId, 'email')}`
      : undefined;
  await sendContactCode(db, {
    userId,
    type,
    contact: row.contact,
    locale,
    ...(footer ? { footer } : {}),
  });
}

/** Confirms the player's contact of a type with its code; a confirmed one stays confirmed. */
export async function confirmContact(
  db: Db,
  userId: number,
  type: account.ContactType,
  code: string,
): Promise<void> {
  const row = await contactOf(db, userId, type);
  if (!row) throw refuseField('type', 'noContact');
  if (row.isConfirmed) return;
  await checkContactCode(db, { userId, contact: row.contact, code });
  await db.update(contacts).set({ isConfirmed: true }).where(eq(contacts.id, row.id));
}

/** Subscribes or unsubscribes one contact (`type`) or all of them (no `type`). */
export async function changeSubscription(
  db: Db,
  userId: number,
  type: account.ContactType | undefined,
  subscribed: boolean,
): Promise<void> {
  if (type && !(await contactOf(db, userId, type))) {
    throw refuseField('type', 'noContact');
  }
  await setSubscription(db, userId, type ?? 'all', subscribed);
}

/** Unsubscribes through a link's token (no session needed); an expired link is refused. */
export async function unsubscribeByToken(
  db: Db,
  token: string,
  type: account.ContactType | undefined,
): Promise<void> {
  const link = await readUnsubscribeToken(db, token);
  if (!link) throw refuseField('token', 'linkExpired');
  const scope = link.scope === 'all' ? (type ?? 'all') : link.scope;
  await setSubscription(db, link.userId, scope, false);
}

/** Unsubscribes the signed-in player from one contact's news or all of it. */
export async function unsubscribePlayer(
  db: Db,
  userId: number,
  type: account.ContactType | undefined,
): Promise<void> {
  await setSubscription(db, userId, type ?? 'all', false);
}
