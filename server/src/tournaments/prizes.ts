/** Prizes of places: the stored form, the contract's form, and the reward a prize grants. */
import { inArray } from 'drizzle-orm';
import type { leaderboard } from '@croupier/core/contract';
import type { Db } from '../db/client.ts';
import { games, type StoredPlacePrize, type StoredPrize } from '../db/schema/index.ts';
import { fromMinor } from '../ledger/money.ts';
import type { Reward } from '../rewards/index.ts';

/** Game names of freespin prizes, by game id. */
export type PrizeGames = Map<number, { sysname: string; name: string }>;

/** The prize of `place`, or null. */
export function prizeForPlace(
  prizes: readonly StoredPlacePrize[],
  place: number,
): StoredPrize | null {
  return prizes.find((p) => p.placeFrom <= place && place <= p.placeTo)?.prize ?? null;
}

/** The last place that wins something (0 when nothing is prized). */
export function lastPrizedPlace(prizes: readonly StoredPlacePrize[]): number {
  return prizes.reduce((max, p) => Math.max(max, p.placeTo), 0);
}

/** Money prizes plus the stake value of freespin packs, over every prized place. */
export function totalPrizeMinor(prizes: readonly StoredPlacePrize[]): bigint {
  let total = 0n;
  for (const p of prizes) {
    const places = BigInt(p.placeTo - p.placeFrom + 1);
    if (p.prize.type === 'money') total += BigInt(p.prize.amountMinor) * places;
    if (p.prize.type === 'freespins') {
      total += BigInt(p.prize.betMinor) * BigInt(p.prize.count) * places;
    }
  }
  return total;
}

/** The games named by freespin prizes of these prize tables. */
export async function prizeGames(
  db: Db,
  tables: readonly (readonly StoredPlacePrize[])[],
): Promise<PrizeGames> {
  const ids = new Set<number>();
  for (const t of tables)
    for (const p of t) if (p.prize.type === 'freespins') ids.add(p.prize.gameId);
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: games.id, sysname: games.sysname, name: games.name })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { sysname: r.sysname, name: r.name }]));
}

/** A stored prize as the contract shows it. */
export function prizeView(
  prize: StoredPrize,
  currency: string,
  names: PrizeGames,
): leaderboard.Prize {
  switch (prize.type) {
    case 'money':
      return { type: 'money', amount: { amount: fromMinor(BigInt(prize.amountMinor)), currency } };
    case 'freespins':
      return {
        type: 'freespins',
        game: names.get(prize.gameId) ?? { sysname: String(prize.gameId), name: '' },
        count: prize.count,
        bet: { amount: fromMinor(BigInt(prize.betMinor)), currency },
      };
    case 'item':
      return { type: 'item', title: prize.title };
  }
}

/** The reward a prize grants, or null for a physical item (recorded, handed over offline). */
export function prizeReward(prize: StoredPrize, title: string): Reward | null {
  switch (prize.type) {
    case 'money':
      return { type: 'money', title, amountMinor: BigInt(prize.amountMinor) };
    case 'freespins':
      return {
        type: 'freespins',
        title,
        count: prize.count,
        betMinor: BigInt(prize.betMinor),
        gameIds: [prize.gameId],
        wagerMultiplier: 0,
      };
    case 'item':
      return null;
  }
}
