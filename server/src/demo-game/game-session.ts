/**
 * Game tokens: minted when a game page is served and sent by the frame with every spin, so
 * the frame never holds the player's site session. Random 32 bytes; only the SHA-256 is
 * stored. A token lives GAME_TOKEN_TTL_SECONDS after its last use, and dies with the site
 * session that launched it (the row cascades on logout and self-exclusion).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameSessions } from '../db/schema/index.ts';
import { hashToken } from '../sessions/session-store.ts';

/** Idle lifetime of a game token. */
const GAME_TOKEN_TTL_SECONDS = 30 * 60;

/** Fun balance a guest's demo frame starts with, in minor units. */
const GUEST_DEMO_BALANCE_MINOR = 100_000n;

/** A game session as stored. */
export type GameSession = typeof gameSessions.$inferSelect;

/** What a new game session is for. */
export interface NewGameSession {
  userId: number | null;
  siteSessionHash: string | null;
  gameId: number;
  mode: 'real' | 'demo';
  currency: string;
}

const TOKEN = /^[\w-]{43}$/;

/** Mints a token for a game frame; guests (demo only) get their own fun balance. */
export async function openGameSession(db: Db, input: NewGameSession): Promise<string> {
  if (input.userId === null && input.mode !== 'demo') {
    throw new Error('Only demo frames may be opened without a player');
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(gameSessions).values({
    idHash: hashToken(token),
    userId: input.userId,
    siteSessionHash: input.siteSessionHash,
    gameId: input.gameId,
    mode: input.mode,
    currency: input.currency,
    guestBalanceMinor: input.userId === null ? GUEST_DEMO_BALANCE_MINOR : null,
    expiresAt: new Date(Date.now() + GAME_TOKEN_TTL_SECONDS * 1000),
  });
  // Opening a frame is a good moment to forget frames nobody has used for a while.
  await db.delete(gameSessions).where(lt(gameSessions.expiresAt, new Date()));
  return token;
}

/** The live game session of a token (its idle expiry pushed back), or null. */
export async function useGameSession(db: Db, token: unknown): Promise<GameSession | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [row] = await db
    .update(gameSessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${GAME_TOKEN_TTL_SECONDS})` })
    .where(and(eq(gameSessions.idHash, hashToken(token)), gt(gameSessions.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}
