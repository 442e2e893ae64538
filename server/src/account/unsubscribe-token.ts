/**
 * The token of a mailing's unsubscribe link (`/unsubscribe?token=…`, §2.2): it names the
 * player and the contact type, so account.unsubscribe works without a session. Valid for a
 * year — long enough for any mail still sitting in an inbox.
 */
import type { account } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { getServerSecret, signToken, verifyToken } from '../tokens/index.ts';
import { ACCOUNT_TOKEN_SECRET } from './access-token.ts';

/** Lifetime of an unsubscribe link in seconds (one year). */
const UNSUBSCRIBE_TOKEN_TTL_S = 365 * 24 * 3600;

const PURPOSE = 'unsubscribe';
const SCOPES: readonly string[] = ['email', 'phone', 'all'];

/** Which mailings a link stops: one contact type or all. */
export type UnsubscribeScope = account.ContactType | 'all';

/** A token that unsubscribes `userId` from `scope`. */
async function createUnsubscribeToken(
  db: Db,
  userId: number,
  scope: UnsubscribeScope = 'all',
  now: number = Date.now(),
): Promise<string> {
  const secret = await getServerSecret(db, ACCOUNT_TOKEN_SECRET);
  return signToken(PURPOSE, { uid: userId, scope }, secret, UNSUBSCRIBE_TOKEN_TTL_S, now);
}

/** The player and scope of a genuine unsubscribe token; null otherwise. */
export async function readUnsubscribeToken(
  db: Db,
  token: string,
  now: number = Date.now(),
): Promise<{ userId: number; scope: UnsubscribeScope } | null> {
  const payload = verifyToken(PURPOSE, token, await getServerSecret(db, ACCOUNT_TOKEN_SECRET), now);
  if (!payload || !Number.isSafeInteger(payload.uid) || !SCOPES.includes(String(payload.scope))) {
    return null;
  }
  return { userId: payload.uid as number, scope: payload.scope as UnsubscribeScope };
}

/** The link mailings carry: `{origin}/unsubscribe?token=…`. */
export async function unsubscribeUrl(
  db: Db,
  origin: string,
  userId: number,
  scope: UnsubscribeScope = 'all',
): Promise<string> {
  const token = await createUnsubscribeToken(db, userId, scope);
  return `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}
