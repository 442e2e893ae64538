/**
 * The operator's ban: a banned player cannot sign in (sign-in-gate), and each session they
 * still hold ends on its next call with UserBannedException (sessions/session-hook.ts), which
 * shows them the user blocked page with the way to support (§2.3, §8). Unbanning lets them
 * sign in again; no session comes back.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';

/** A player as the operator sees them. */
export interface OperatorPlayer {
  uid: number;
  login: string;
  status: string;
}

/** Finds a player by uid (`42`) or login (`demo@croupier.test`); InvalidParameterException if none. */
async function findPlayer(db: Db, ref: string): Promise<OperatorPlayer> {
  const byId = /^\d{1,9}$/.test(ref);
  const [row] = await db
    .select({ uid: users.id, login: users.login, status: users.status })
    .from(users)
    .where(byId ? eq(users.id, Number(ref)) : eq(sql`lower(${users.login})`, ref.toLowerCase()));
  if (!row) {
    throw new ServerError('InvalidParameterException', 'Player not found', {
      invalidParameters: { player: 'notFound' },
    });
  }
  return row;
}

/** Bans (`banned`) or unbans (`active`) a player; a deleted player stays deleted. */
export async function setPlayerBan(db: Db, ref: string, banned: boolean): Promise<OperatorPlayer> {
  const player = await findPlayer(db, ref);
  if (player.status === 'deleted') {
    throw new ServerError('InvalidRequestException', 'The player is deleted');
  }
  // Unbanning only lifts a ban: a self-excluded player stays excluded.
  if (!banned && player.status !== 'banned') return player;
  await db
    .update(users)
    .set({ status: banned ? 'banned' : 'active', updatedAt: sql`now()` })
    .where(eq(users.id, player.uid));
  return { ...player, status: banned ? 'banned' : 'active' };
}
