/**
 * Freespin packs (README.md): granted by grantReward, used by the demo slot. A real-money
 * spin of a player holding an active pack usable in that game is a free spin at the pack's
 * bet: no stake is debited and the pack's remaining count drops by one in the same guarded
 * UPDATE that claims the spin (two concurrent spins can never use the last one twice). Wins
 * go straight to main when the pack has no wagering; otherwise they are kept on the pack
 * and, when it ends (used or expired), granted as one casino bonus with that wagering.
 */
import { and, asc, count, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { freespinPacks, games, type FreespinPackStatus } from '../db/schema/index.ts';
import { grantReward } from './grant-reward.ts';

/** A pack row. */
export type FreespinPack = typeof freespinPacks.$inferSelect;

/** Title of the bonus a pack's kept winnings become. */
const FREESPIN_WINNINGS_TITLE = 'Free spins winnings';

/** Grants the kept winnings of a finished pack as a casino bonus (once per pack). */
async function finishPack(tx: Db, pack: FreespinPack): Promise<void> {
  if (pack.wagerMultiplier <= 0 || pack.winMinor <= 0n) return;
  await grantReward(
    tx,
    {
      userId: pack.userId,
      currency: pack.currency,
      reference: `freespins:${pack.id}:winnings`,
      reward: {
        type: 'bonus',
        title: FREESPIN_WINNINGS_TITLE,
        amountMinor: pack.winMinor,
        wagerMultiplier: pack.wagerMultiplier,
      },
    },
    { text: `What you won with “${pack.title}”.` },
  );
}

/** Marks the player's overdue active packs expired (granting their kept winnings). */
async function expireFreespins(tx: Db, userId: number, now: Date): Promise<number> {
  const due = await tx
    .update(freespinPacks)
    .set({ status: 'expired' })
    .where(
      and(
        eq(freespinPacks.userId, userId),
        eq(freespinPacks.status, 'active'),
        lte(freespinPacks.expiresAt, now),
      ),
    )
    .returning();
  for (const pack of due) await finishPack(tx, pack);
  return due.length;
}

/** Packs usable in `gameId`: listed there, or any-slot packs when the game is a slot. */
function usableIn(gameId: number): SQL {
  return sql`(${gameId} = any(${freespinPacks.gameIds}) or (cardinality(${freespinPacks.gameIds}) = 0 and (${freespinPacks.gameId} = ${gameId} or exists (select 1 from ${games} where ${games.id} = ${gameId} and ${games.type} = 'slot'))))`;
}

function usableWhere(userId: number, gameId: number, currency: string, now: Date): SQL {
  return and(
    eq(freespinPacks.userId, userId),
    eq(freespinPacks.currency, currency),
    eq(freespinPacks.status, 'active'),
    sql`(${freespinPacks.expiresAt} is null or ${freespinPacks.expiresAt} > ${now.toISOString()}::timestamptz)`,
    usableIn(gameId),
  )!;
}

/** The pack the next spin in `gameId` would use, if any (soonest-expiring first). */
export async function nextFreespinPack(
  db: Db,
  userId: number,
  gameId: number,
  currency: string,
  now: Date = new Date(),
): Promise<FreespinPack | null> {
  const [pack] = await db
    .select()
    .from(freespinPacks)
    .where(usableWhere(userId, gameId, currency, now))
    .orderBy(sql`${freespinPacks.expiresAt} asc nulls last`, asc(freespinPacks.id))
    .limit(1);
  return pack ?? null;
}

/**
 * Claims one free spin for a spin in `gameId`: decrements the soonest-expiring usable pack
 * and answers it (status `used` once it reaches 0), or null when the player has none.
 */
export async function takeFreeSpin(
  tx: Db,
  userId: number,
  gameId: number,
  currency: string,
  now: Date = new Date(),
): Promise<FreespinPack | null> {
  await expireFreespins(tx, userId, now);
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = await nextFreespinPack(tx, userId, gameId, currency, now);
    if (!next) return null;
    const [claimed] = await tx
      .update(freespinPacks)
      .set({
        remainingCount: sql`${freespinPacks.remainingCount} - 1`,
        status: sql`case when ${freespinPacks.remainingCount} = 1 then 'used' else 'active' end`,
      })
      .where(
        and(
          eq(freespinPacks.id, next.id),
          eq(freespinPacks.status, 'active'),
          sql`${freespinPacks.remainingCount} > 0`,
        ),
      )
      .returning();
    if (claimed) return claimed;
  }
  return null;
}

/**
 * Settles a free spin's win on its (already claimed) pack: a pack with wagering keeps it;
 * a pack that just ran out turns its kept winnings into a bonus. Paying a no-wagering win to
 * main is the spin's own ledger posting (play-spin.ts).
 */
export async function settleFreeSpin(tx: Db, pack: FreespinPack, winMinor: bigint): Promise<void> {
  let current = pack;
  if (winMinor > 0n && pack.wagerMultiplier > 0) {
    const [updated] = await tx
      .update(freespinPacks)
      .set({ winMinor: sql`${freespinPacks.winMinor} + ${winMinor.toString()}::bigint` })
      .where(eq(freespinPacks.id, pack.id))
      .returning();
    current = updated!;
  }
  if (current.status === 'used') await finishPack(tx, current);
}

/** What freespins.get asks for. */
export interface FreespinQuery {
  offset: number;
  count: number;
  status?: FreespinPackStatus | undefined;
}

/** A page of the player's packs with their games, soonest-expiring first. */
export async function listFreespins(
  db: Db,
  userId: number,
  query: FreespinQuery,
  now: Date = new Date(),
): Promise<{
  rows: (FreespinPack & { game: { sysname: string; name: string } })[];
  total: number;
}> {
  await db.transaction((tx) => expireFreespins(tx, userId, now));
  const where = and(
    eq(freespinPacks.userId, userId),
    query.status ? inArray(freespinPacks.status, [query.status]) : undefined,
  );
  const rows = await db
    .select({ pack: freespinPacks, sysname: games.sysname, name: games.name })
    .from(freespinPacks)
    .innerJoin(games, eq(games.id, freespinPacks.gameId))
    .where(where)
    .orderBy(sql`${freespinPacks.expiresAt} asc nulls last`, asc(freespinPacks.id))
    .offset(query.offset)
    .limit(query.count);
  const [total] = await db.select({ n: count() }).from(freespinPacks).where(where);
  return {
    rows: rows.map((r) => ({ ...r.pack, game: { sysname: r.sysname, name: r.name } })),
    total: total?.n ?? 0,
  };
}
