/** A player's favourite games (games.getLikes, addLike, removeLike): one row per liked game. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameLikes, games } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';

/** The id of an active game; an unknown or inactive sysname is refused on `sysname`. */
async function gameIdOf(db: Db, sysname: string): Promise<number> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.sysname, sysname), eq(games.isActive, true)));
  if (!row) {
    throw new ServerError('InvalidParameterException', 'Unknown game', {
      invalidParameters: { sysname: 'Unknown game' },
    });
  }
  return row.id;
}

/** The sysnames a player liked, oldest like first. */
export async function likedSysnames(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ sysname: games.sysname })
    .from(gameLikes)
    .innerJoin(games, eq(games.id, gameLikes.gameId))
    .where(eq(gameLikes.userId, userId))
    .orderBy(asc(gameLikes.createdAt), asc(games.id));
  return rows.map((r) => r.sysname);
}

/** Likes a game; liking it again changes nothing. */
export async function likeGame(db: Db, userId: number, sysname: string): Promise<void> {
  const gameId = await gameIdOf(db, sysname);
  await db.insert(gameLikes).values({ userId, gameId }).onConflictDoNothing();
}

/** Takes a like back; a game that was not liked changes nothing. */
export async function unlikeGame(db: Db, userId: number, sysname: string): Promise<void> {
  const gameId = await gameIdOf(db, sysname);
  await db.delete(gameLikes).where(and(eq(gameLikes.userId, userId), eq(gameLikes.gameId, gameId)));
}
