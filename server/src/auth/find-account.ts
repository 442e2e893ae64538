/**
 * Finding the account a login identifier names (§3: login, e-mail or phone). The identifier
 * is matched against the login column first, then the player's contacts.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, users, type UserStatus } from '../db/schema/index.ts';

/** What sign-in needs to know about an account (secrets included; never sent anywhere). */
export interface AccountForSignIn {
  id: number;
  passwordHash: string | null;
  status: UserStatus;
  selfExcludedUntil: Date | null;
  twoFactorEnabled: boolean;
  twoFactorSecret: string | null;
}

const signInColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  status: users.status,
  selfExcludedUntil: users.selfExcludedUntil,
  twoFactorEnabled: users.twoFactorEnabled,
  twoFactorSecret: users.twoFactorSecret,
};

/** A login identifier in the forms it may be stored in. */
export interface LoginForms {
  kind: 'phone' | 'email' | 'login';
  /** Values of the login column to try. */
  logins: string[];
  /** The canonical value (lower-cased text, or phone digits without "+"). */
  canonical: string;
}

const PHONE_LIKE = /^\+?\d{5,15}$/;

/** Phone digits without separators or a leading plus (§5: the plus is removed from login). */
export function phoneDigits(value: string): string {
  return value
    .trim()
    .replace(/[\s()-]/g, '')
    .replace(/^\+/, '');
}

/** The forms an identifier may be stored in: phones with and without "+", text lower-cased. */
export function loginForms(raw: string): LoginForms {
  const trimmed = raw.trim();
  const compact = trimmed.replace(/[\s()-]/g, '');
  if (PHONE_LIKE.test(compact)) {
    const digits = compact.replace(/^\+/, '');
    return { kind: 'phone', logins: [digits, `+${digits}`], canonical: digits };
  }
  const lower = trimmed.toLowerCase();
  return { kind: lower.includes('@') ? 'email' : 'login', logins: [lower], canonical: lower };
}

/** The account an identifier names, or null. */
export async function findAccountByLogin(db: Db, raw: string): Promise<AccountForSignIn | null> {
  const forms = loginForms(raw);
  const [byLogin] = await db
    .select(signInColumns)
    .from(users)
    .where(inArray(users.login, forms.logins))
    .limit(1);
  if (byLogin) return byLogin;
  if (forms.kind === 'login') return null;
  const [byContact] = await db
    .select(signInColumns)
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .where(
      forms.kind === 'email'
        ? and(eq(contacts.type, 'email'), eq(contacts.contact, forms.canonical))
        : and(eq(contacts.type, 'phone'), inArray(contacts.contact, forms.logins)),
    )
    .limit(1);
  return byContact ?? null;
}

/** Whether an identifier is already taken, as a login or as a contact of either type. */
export async function isIdentifierTaken(db: Db, raw: string): Promise<boolean> {
  const forms = loginForms(raw);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.login, forms.logins))
    .limit(1);
  if (row) return true;
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      or(
        and(eq(contacts.type, 'email'), eq(contacts.contact, forms.canonical)),
        and(eq(contacts.type, 'phone'), inArray(contacts.contact, forms.logins)),
      ),
    )
    .limit(1);
  return contact !== undefined;
}
