/**
 * Time-outs and self-exclusions (issue 18): applied at once, they end every session of the
 * player (web cookie, miniapp and web view bearer tokens, and with them game frames and
 * Telegram launches) and last until their end — nothing here or anywhere lifts one early.
 * `users.selfExcludedUntil` (and status `self_excluded` for a permanent one) is what sign-in,
 * play, sportsbook and the live socket already check; `player_blocks` keeps what was taken.
 */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { account } from '@croupier/core/contract';
import { selfExclusionEnd, selfExclusionPeriod } from '@croupier/core/constants';
import type { Db } from '../db/client.ts';
import { playerBlocks, users, type PlayerBlockKind } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { destroyUserSessions } from '../sessions/session-store.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Time-out lengths in days. */
const TIME_OUT_DAYS: Record<account.TimeOutPeriod, number> = {
  '24h': 1,
  '7d': 7,
  '30d': 30,
  '6w': 42,
};

/** When a block of `kind` and `period` taken at `from` ends; null is permanent. */
function blockEnd(kind: PlayerBlockKind, period: string, from: Date): Date | null {
  if (kind === 'time_out') {
    const days = TIME_OUT_DAYS[period as account.TimeOutPeriod];
    if (days === undefined) throw new Error(`Unknown time-out period ${period}`);
    return new Date(from.getTime() + days * DAY_MS);
  }
  const exclusion = selfExclusionPeriod(period);
  if (!exclusion) throw new Error(`Unknown self-exclusion period ${period}`);
  return selfExclusionEnd(exclusion, from);
}

/** A block as the contract shows it. */
function toPlayerBlock(row: typeof playerBlocks.$inferSelect): account.PlayerBlock {
  return {
    kind: row.kind,
    period: row.period as account.PlayerBlock['period'],
    started_at: row.startedAt.toISOString(),
    until: row.until ? row.until.toISOString() : null,
  };
}

/** The block in force for the player at `now` (the one ending last), or null. */
export async function activeBlock(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<account.PlayerBlock | null> {
  const rows = await db
    .select()
    .from(playerBlocks)
    .where(
      and(
        eq(playerBlocks.userId, userId),
        or(isNull(playerBlocks.until), gt(playerBlocks.until, now)),
      ),
    )
    .orderBy(desc(playerBlocks.startedAt));
  const permanent = rows.find((r) => r.until === null);
  const latest = permanent ?? rows.sort((a, b) => b.until!.getTime() - a.until!.getTime())[0];
  return latest ? toPlayerBlock(latest) : null;
}

/** UserBannedException for a blocked player, its `error_data` the block (§8; issue 18). */
export function blockedError(block: account.PlayerBlock): ServerError {
  const what = block.kind === 'time_out' ? 'taking a break' : 'self-excluded';
  const until = block.until ? `until ${block.until}` : 'permanently';
  return new ServerError('UserBannedException', `This account is ${what} ${until}`, {
    errorData: { ...block },
  });
}

/**
 * Starts a time-out or self-exclusion at `now` and ends every session of the player. A player
 * already blocked gets UserBannedException with the block in force (it is neither shortened
 * nor replaced).
 */
export async function startBlock(
  db: Db,
  input: { userId: number; kind: PlayerBlockKind; period: string; now: Date },
): Promise<account.PlayerBlock> {
  const { userId, kind, period, now } = input;
  const until = blockEnd(kind, period, now);
  const block = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status, selfExcludedUntil: users.selfExcludedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const current = await activeBlock(tx, userId, now);
    if (current) throw blockedError(current);
    // A block set outside this module (an operator's) counts too.
    const until0 = user?.selfExcludedUntil ?? null;
    if (user?.status === 'self_excluded' || (until0 !== null && until0 > now)) {
      throw blockedError({
        kind: 'self_exclusion',
        period: 'permanent',
        started_at: now.toISOString(),
        until: user?.status === 'self_excluded' && until0 === null ? null : until0!.toISOString(),
      });
    }
    const [row] = await tx
      .insert(playerBlocks)
      .values({ userId, kind, period, startedAt: now, until })
      .returning();
    if (!row) throw new Error('Block insert returned nothing');
    await tx
      .update(users)
      .set(
        until === null
          ? { status: 'self_excluded', selfExcludedUntil: null }
          : { selfExcludedUntil: until },
      )
      .where(eq(users.id, userId));
    // Every session goes in the same transaction: game frames cascade with their site
    // session, and Telegram launches are spent (their session hash is set null).
    await destroyUserSessions(tx, userId);
    return toPlayerBlock(row);
  });
  return block;
}

/** Whether marketing may reach the player now: never while a block is in force. */
export async function mayMarketTo(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [user] = await db
    .select({
      status: users.status,
      isSubscribed: users.isSubscribed,
      selfExcludedUntil: users.selfExcludedUntil,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.status !== 'active' || !user.isSubscribed) return false;
  if (user.selfExcludedUntil && user.selfExcludedUntil > now) return false;
  return (await activeBlock(db, userId, now)) === null;
}
