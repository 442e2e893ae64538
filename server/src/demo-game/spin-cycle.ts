/**
 * The demo slot's minimum game cycle (issue 18; UKGC RTS 14: at least 2.5 seconds per spin):
 * a spin claims the cycle by moving "last spin" forward in one conditional UPDATE, so two
 * frames, two tabs or a script cannot play faster than one spin per interval. A signed-in
 * player's cycle is per player (every frame shares it); a guest's is per game frame.
 */
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameSessions, playerRgSettings } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import type { GameSession } from './game-session.ts';

function tooSoon(last: Date | null, minIntervalMs: number, now: Date): ServerError {
  const waitMs = last ? Math.max(1, last.getTime() + minIntervalMs - now.getTime()) : minIntervalMs;
  return new ServerError('TooManyRequestsException', 'Wait for the spin to finish', {
    retryAfter: Math.ceil(waitMs / 1000),
    errorData: { retry_after_ms: waitMs },
  });
}

/** Claims the next game cycle at `now`, or TooManyRequestsException while the last one runs. */
export async function claimSpinCycle(
  db: Db,
  session: GameSession,
  minIntervalMs: number,
  now: Date = new Date(),
): Promise<void> {
  if (minIntervalMs <= 0) return;
  const earliest = new Date(now.getTime() - minIntervalMs);
  if (session.userId === null) {
    const claimed = await db
      .update(gameSessions)
      .set({ lastSpinAt: now })
      .where(
        and(
          eq(gameSessions.idHash, session.idHash),
          or(isNull(gameSessions.lastSpinAt), lte(gameSessions.lastSpinAt, earliest)),
        ),
      )
      .returning({ at: gameSessions.lastSpinAt });
    if (claimed.length > 0) return;
    const [row] = await db
      .select({ at: gameSessions.lastSpinAt })
      .from(gameSessions)
      .where(eq(gameSessions.idHash, session.idHash));
    throw tooSoon(row?.at ?? null, minIntervalMs, now);
  }
  const claimed = await db
    .insert(playerRgSettings)
    .values({ userId: session.userId, lastSpinAt: now })
    .onConflictDoUpdate({
      target: playerRgSettings.userId,
      set: { lastSpinAt: now },
      setWhere: or(isNull(playerRgSettings.lastSpinAt), lte(playerRgSettings.lastSpinAt, earliest)),
    })
    .returning({ at: playerRgSettings.lastSpinAt });
  if (claimed.length > 0) return;
  const [row] = await db
    .select({ at: playerRgSettings.lastSpinAt })
    .from(playerRgSettings)
    .where(eq(playerRgSettings.userId, session.userId));
  throw tooSoon(row?.at ?? null, minIntervalMs, now);
}
