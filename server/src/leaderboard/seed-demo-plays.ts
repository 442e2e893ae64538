/**
 * Stakes of the demo players, so every period board of /winners (day, week, month) has
 * winners on a fresh server (issue 17: it opened on an empty week). Only play events: the
 * boards read nothing else, and the demo players hold no money. Keyed by the day of the run,
 * so a start on a later day tops the day board up again and a second start the same day adds
 * nothing. The stakes are small (1–6 points) in the day and the week: a real player's first
 * bets reach the top of those boards.
 */
import type { Db } from '../db/client.ts';
import { playEvents } from '../db/schema/index.ts';
import { ensureDemoPlayers } from './demo-players.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Which demo player stakes how much (USD minor units) how long before the run. */
const PLAYS: readonly { player: number; ageMs: number; amountMinor: bigint }[] = [
  // The day (and so the week and the month).
  { player: 0, ageMs: 1 * HOUR, amountMinor: 30n },
  { player: 1, ageMs: 2 * HOUR, amountMinor: 20n },
  { player: 2, ageMs: 3 * HOUR, amountMinor: 10n },
  // The week and the month.
  { player: 3, ageMs: 2 * DAY, amountMinor: 60n },
  { player: 4, ageMs: 3 * DAY, amountMinor: 50n },
  { player: 5, ageMs: 4 * DAY, amountMinor: 40n },
  // The month only.
  { player: 6, ageMs: 12 * DAY, amountMinor: 25_000n },
  { player: 7, ageMs: 16 * DAY, amountMinor: 18_000n },
  { player: 8, ageMs: 20 * DAY, amountMinor: 9_000n },
];

/** Records the demo players' stakes relative to `now`; idempotent per calendar day. */
export async function seedDemoPlays(db: Db, now: Date = new Date()): Promise<void> {
  const ids = await ensureDemoPlayers(db);
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(playEvents)
    .values(
      PLAYS.map((play) => ({
        userId: ids[play.player]!,
        source: 'casino' as const,
        kind: 'bet' as const,
        reference: `demo-play:${day}:${play.player}`,
        gameId: null,
        provider: 'demo',
        currency: 'USD',
        balanceKind: 'main',
        amountMinor: play.amountMinor,
        createdAt: new Date(now.getTime() - play.ageMs),
      })),
    )
    .onConflictDoNothing();
}
