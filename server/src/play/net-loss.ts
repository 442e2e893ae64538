/** A player's net loss over a period, from play events: what cashback is computed from. */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playEvents } from '../db/schema/index.ts';

/**
 * Stakes minus wins minus refunds of real money (`main` balance) in `currency` over
 * `[from, to)`; never below zero.
 */
export async function netLossMinor(
  db: Db,
  userId: number,
  currency: string,
  from: Date,
  to: Date,
  balanceKinds: readonly string[] = ['main'],
): Promise<bigint> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when ${playEvents.kind} = 'bet' then ${playEvents.amountMinor} else -${playEvents.amountMinor} end), 0)`,
    })
    .from(playEvents)
    .where(
      and(
        eq(playEvents.userId, userId),
        eq(playEvents.currency, currency),
        inArray(playEvents.balanceKind, [...balanceKinds]),
        gte(playEvents.createdAt, from),
        lt(playEvents.createdAt, to),
      ),
    );
  const net = BigInt(row?.net ?? '0');
  return net > 0n ? net : 0n;
}
