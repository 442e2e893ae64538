/**
 * The short-lived token of account.getToken: it authenticates the live balance socket and
 * game frames, where the session cookie may not travel (cross-site frames, WebSocket
 * handshakes from the miniapp). It names the player and expires in minutes.
 */
import type { Db } from '../db/client.ts';
import { getServerSecret, signToken, verifyToken } from '../tokens/index.ts';

/** Lifetime of an access token in seconds. */
const ACCESS_TOKEN_TTL_S = 300;

const PURPOSE = 'access';
/** The key of the account group's tokens (access and unsubscribe; told apart by purpose). */
export const ACCOUNT_TOKEN_SECRET = 'token-hmac';

/** A new access token for a player, with its lifetime in seconds. */
export async function issueAccessToken(
  db: Db,
  userId: number,
  now: number = Date.now(),
): Promise<{ token: string; expires_in: number }> {
  const secret = await getServerSecret(db, ACCOUNT_TOKEN_SECRET);
  return {
    token: signToken(PURPOSE, { uid: userId }, secret, ACCESS_TOKEN_TTL_S, now),
    expires_in: ACCESS_TOKEN_TTL_S,
  };
}

/**
 * The player an access token names, or null when it is forged, expired or of another kind.
 * It does not look at the player's status: callers that serve money (the socket, game
 * launch) must still check the account is active.
 */
export async function verifyAccessToken(
  db: Db,
  token: string,
  now: number = Date.now(),
): Promise<{ userId: number; expiresAt: Date } | null> {
  const payload = verifyToken(PURPOSE, token, await getServerSecret(db, ACCOUNT_TOKEN_SECRET), now);
  if (!payload || !Number.isSafeInteger(payload.uid)) return null;
  return { userId: payload.uid as number, expiresAt: new Date((payload.exp as number) * 1000) };
}
