/**
 * Playing the demo slot for scenario tests: real-money spins with a chosen outcome, through the
 * same `playSpin` the frame's spin endpoint calls (ledger, game round, play events, listeners).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { games, gameSessions } from '../src/db/schema/index.ts';
import { openGameSession, useGameSession } from '../src/demo-game/game-session.ts';
import { playSpin, type SpinResult } from '../src/demo-game/play-spin.ts';
import { spinOutcome, type RandomInt } from '../src/demo-game/slot-engine.ts';
import { toMinor } from '../src/ledger/money.ts';

function seeded(seed: number): RandomInt {
  let a = seed >>> 0;
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

/** A random source whose next spin loses (`'lose'`) or wins something (`'win'`). */
export function randomFor(outcome: 'lose' | 'win'): RandomInt {
  for (let seed = 1; seed < 100_000; seed++) {
    const multiplier = spinOutcome(seeded(seed)).multiplier;
    if ((outcome === 'lose') === (multiplier === 0)) return seeded(seed);
  }
  throw new Error(`No seed gives a ${outcome}`);
}

/** The id and sysname of a seeded demo slot (optionally of one provider). */
export async function aSlot(db: Db, providerId?: number): Promise<{ id: number; sysname: string }> {
  const where =
    providerId === undefined
      ? and(eq(games.type, 'slot'), eq(games.hasDemo, true))
      : and(eq(games.type, 'slot'), eq(games.hasDemo, true), eq(games.providerId, providerId));
  const [row] = await db
    .select({ id: games.id, sysname: games.sysname })
    .from(games)
    .where(where)
    .limit(1);
  if (!row) throw new Error('No demo slot seeded');
  return row;
}

/** What to spin. */
interface RealSpin {
  userId: number;
  /** Decimal stake, one of the slot's bet levels (e.g. '1.00'). */
  bet: string;
  outcome?: 'lose' | 'win';
  gameId?: number;
  currency?: string;
  mode?: 'real' | 'demo';
}

/** Plays one spin as the game frame would, and returns what the frame shows. */
export async function spinAs(db: Db, spin: RealSpin): Promise<SpinResult> {
  const gameId = spin.gameId ?? (await aSlot(db)).id;
  const token = await openGameSession(db, {
    userId: spin.userId,
    siteSessionHash: null,
    gameId,
    mode: spin.mode ?? 'real',
    currency: spin.currency ?? 'USD',
  });
  const session = await useGameSession(db, token);
  if (!session) throw new Error('Game session did not open');
  try {
    return await playSpin(db, session, toMinor(spin.bet), randomFor(spin.outcome ?? 'lose'));
  } finally {
    await db.delete(gameSessions).where(eq(gameSessions.idHash, session.idHash));
  }
}
