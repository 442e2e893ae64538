/**
 * The token of a mailing's unsubscribe link (`/unsubscribe?token=…`, §2.2): it names the
 * player and the contact type, so account.unsubscribe works without a session. Valid for a
 * year — long enough for any mail still sitting in an inbox.
 */
import type { account } from '@croupier/core/contract';
import type { Db } from '../../db/client.ts';
import { readSignedToken, signToken } from './signed-token.ts';

/** Lifetime of an unsubscribe link in seconds (one year). */
export const UNSUBSCRIBE_TOKEN_TTL_S = 365 * 24 * 3600;

const PURPOSE = 'unsubscribe';

/** Which mailings a link stops: one contact type or all. */
export type UnsubscribeScope = account.ContactType | 'all';

/** A token that unsubscribes `userId` from `scope`. */
export function createUnsubscribeToken(
  db: Db,
  userId: number,
  scope: UnsubscribeScope = 'all',
  now: number = Date.now(),
): Promise<string> {
  return signToken(db, PURPOSE, `u${userId}:${scope}`, UNSUBSCRIBE_TOKEN_TTL_S, now);
}

/** The player and scope of a genuine unsubscribe token; null otherwise. */
export async function readUnsubscribeToken(
  db: Db,
  token: string,
  now: number = Date.now(),
): Promise<{ userId: number; scope: UnsubscribeScope } | null> {
  const payload = await readSignedToken(db, PURPOSE, token, now);
  const m = payload && /^u(\d{1,10}):(email|phone|all)$/.exec(payload.subject);
  if (!m) return null;
  return { userId: Number(m[1]), scope: m[2] as UnsubscribeScope };
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
