/** Creating a player with a hashed password, contacts and empty balances. */
import type { Db } from '../db/client.ts';
import { contacts, users } from '../db/schema/index.ts';
import { ensurePlayerAccount } from '../ledger/accounts.ts';
import { BALANCE_KINDS } from '../db/schema/index.ts';
import { hashPassword } from './password.ts';

/** What a new player needs; the rest of the row takes its defaults. */
export interface NewUser {
  login: string;
  password?: string;
  email?: string;
  phone?: string;
  phoneCountryCode?: string;
  currency?: string;
  locale?: string;
  countryCode?: string;
  fakename?: string;
  isSubscribed?: boolean;
  /** Mark the given contacts as confirmed (demo and tests). */
  confirmed?: boolean;
  telegramId?: number;
  profile?: Record<string, unknown>;
  /** Withdrawals wait for a verified identity (operator setting; demo and tests). */
  isKycBlockEnabled?: boolean;
}

/** Inserts a player (login lower-cased) with its contacts and four zero balances; returns the id. */
export async function createUser(db: Db, input: NewUser): Promise<number> {
  return db.transaction(async (tx) => {
    const currency = input.currency ?? 'USD';
    const [row] = await tx
      .insert(users)
      .values({
        login: input.login.trim().toLowerCase(),
        passwordHash: input.password === undefined ? null : await hashPassword(input.password),
        currency,
        locale: input.locale ?? 'en',
        countryCode: input.countryCode ?? null,
        fakename: input.fakename ?? null,
        isSubscribed: input.isSubscribed ?? false,
        telegramId: input.telegramId ?? null,
        profile: input.profile ?? {},
        isKycBlockEnabled: input.isKycBlockEnabled ?? false,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('User insert returned nothing');
    const contactRows = [
      ...(input.email
        ? [{ type: 'email' as const, contact: input.email.trim().toLowerCase() }]
        : []),
      ...(input.phone
        ? [
            {
              type: 'phone' as const,
              contact: input.phone,
              phoneCountryCode: input.phoneCountryCode ?? null,
            },
          ]
        : []),
    ];
    if (contactRows.length > 0) {
      await tx.insert(contacts).values(
        contactRows.map((c) => ({
          ...c,
          userId: row.id,
          isConfirmed: input.confirmed ?? false,
          isSubscribed: input.isSubscribed ?? false,
        })),
      );
    }
    for (const kind of BALANCE_KINDS) {
      await ensurePlayerAccount(tx, { userId: row.id, kind, currency });
    }
    return row.id;
  });
}
