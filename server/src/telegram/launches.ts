/**
 * Replay protection for Telegram sign-in: a launch (init data, by its signature) may be
 * exchanged again while the session it opened lives (a reload of the Mini App), never after
 * that session ended.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { telegramLaunches } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { hashToken } from '../sessions/session-store.ts';
import type { TelegramInitData } from './init-data.ts';

/** Refuses init data whose session has ended (401 AuthorizationException, `tg_replayed`). */
export async function assertLaunchUsable(db: Db, identity: TelegramInitData): Promise<void> {
  const [row] = await db
    .select({ sessionHash: telegramLaunches.sessionHash })
    .from(telegramLaunches)
    .where(eq(telegramLaunches.hash, identity.hash));
  if (row && row.sessionHash === null) {
    throw new ServerError('AuthorizationException', 'This Telegram launch has already ended', {
      errorData: { reason: 'tg_replayed' },
    });
  }
}

/** Records that `token`'s session now holds the launch; forgets launches past their age. */
export async function bindLaunch(
  db: Db,
  identity: TelegramInitData,
  userId: number,
  token: string,
  maxAgeSeconds: number,
): Promise<void> {
  const sessionHash = hashToken(token);
  const expiresAt = new Date(identity.authDate.getTime() + maxAgeSeconds * 1000);
  await db
    .insert(telegramLaunches)
    .values({ hash: identity.hash, userId, sessionHash, expiresAt })
    .onConflictDoUpdate({ target: telegramLaunches.hash, set: { sessionHash } });
  await db.delete(telegramLaunches).where(lt(telegramLaunches.expiresAt, new Date()));
}
