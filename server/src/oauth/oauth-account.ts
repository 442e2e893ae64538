/**
 * The player behind an OAuth identity: the one linked to (provider, subject); else the one
 * owning the identity's e-mail, when the provider vouches for it (then the identity is
 * linked); else a new player whose registration is not completed until the profile is
 * filled in (§4 socialRegistration).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { contacts, oauthIdentities, users, type UserStatus } from '../db/schema/index.ts';
import { createPlayer } from '../auth/index.ts';
import { notifyBalanceChanged } from '../ledger/index.ts';

/** An identity as a provider reports it. */
export interface OAuthIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
}

/** The player an identity signs in as. */
export interface OAuthAccount {
  userId: number;
  status: UserStatus;
  selfExcludedUntil: Date | null;
  /** True when this sign-in created the player. */
  created: boolean;
}

/** Options for a player created by social sign-in. */
export interface NewSocialPlayer {
  locale: string;
  currency: string;
}

const accountColumns = {
  userId: users.id,
  status: users.status,
  selfExcludedUntil: users.selfExcludedUntil,
};

async function linked(db: Db, identity: OAuthIdentity): Promise<OAuthAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(
      and(
        eq(oauthIdentities.provider, identity.provider),
        eq(oauthIdentities.subject, identity.subject),
      ),
    );
  return row ? { ...row, created: false } : null;
}

async function byEmail(db: Db, email: string): Promise<Omit<OAuthAccount, 'created'> | null> {
  const [contact] = await db
    .select(accountColumns)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .where(and(eq(contacts.type, 'email'), eq(contacts.contact, email)));
  if (contact) return contact;
  const [login] = await db.select(accountColumns).from(users).where(eq(users.login, email));
  return login ?? null;
}

function splitName(name: string | null): Record<string, string> {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  const [first, ...rest] = parts;
  return rest.length > 0
    ? { first_name: first!, last_name: rest.join(' ') }
    : { first_name: first! };
}

/** Finds, links or creates the player for an identity. */
export async function accountForIdentity(
  db: Db,
  identity: OAuthIdentity,
  options: NewSocialPlayer,
): Promise<OAuthAccount> {
  const found = await linked(db, identity);
  if (found) return found;
  const email = identity.email?.trim().toLowerCase() || null;
  const link = async (target: Db, userId: number) => {
    await target
      .insert(oauthIdentities)
      .values({
        userId,
        provider: identity.provider,
        subject: identity.subject,
        email,
        displayName: identity.displayName,
      })
      .onConflictDoNothing();
  };

  const owner = email && identity.emailVerified ? await byEmail(db, email) : null;
  if (owner) {
    await link(db, owner.userId);
    return (await linked(db, identity)) ?? { ...owner, created: false };
  }

  // An e-mail the provider does not vouch for is not trusted as a login or a contact.
  const trusted = identity.emailVerified ? email : null;
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const id = await createPlayer(tx, {
        method: 'oauth',
        login: trusted ?? `${identity.provider}_${identity.subject}`,
        email: trusted ?? undefined,
        confirmed: trusted !== null,
        locale: options.locale,
        currency: options.currency,
        profile: splitName(identity.displayName),
        isRegistrationCompleted: false,
      });
      await link(tx, id);
      return id;
    });
  } catch (err) {
    // The same identity signing in twice at once: the other call created it.
    if (isUniqueViolation(err)) {
      const again = await linked(db, identity);
      if (again) return again;
    }
    throw err;
  }
  // createPlayer credited the opening fun balance inside the transaction above.
  notifyBalanceChanged([userId]);
  return { userId, status: 'active', selfExcludedUntil: null, created: true };
}
