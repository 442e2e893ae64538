/**
 * Weekly cashback (README.md): for each closed week (Monday 00:00 UTC to the next Monday) a
 * player whose net real-money loss (`netLossMinor`, main balance) gives at least
 * CASHBACK_MIN_MINOR at CASHBACK_RATE_BP is offered that cashback, claimable until
 * CASHBACK_CLAIM_DAYS after the week ends. It is computed when the player next reads their
 * cashbacks (`settleCashback`, also callable with a fixed clock); the unique (player,
 * currency, week) row makes that happen once. Payout posts once (ledger reference
 * `cashback:{id}`) under a row lock.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cashbacks, type CashbackState } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { notifyIfCommitted } from '../ledger/balance-events.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { netLossMinor } from '../play/net-loss.ts';
import {
  CASHBACK_CLAIM_DAYS,
  CASHBACK_MIN_MINOR,
  CASHBACK_RATE_BP,
  DAY_MS,
} from './reward-rules.ts';

/** A cashback row. */
export type CashbackRow = typeof cashbacks.$inferSelect;

/** Ledger kind of a cashback payout. */
const CASHBACK_LEDGER_KIND = 'cashback';

// Exported (with settleCashback) for cashbacks.test.ts: a week settled on demand, not on the job's clock.
/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The last closed week before `now`: [start, end). */
export function closedWeek(now: Date): { start: Date; end: Date } {
  const end = weekStart(now);
  return { start: new Date(end.getTime() - 7 * DAY_MS), end };
}

/** Cashback for a net loss: CASHBACK_RATE_BP of it, rounded down; 0n under the minimum. */
export function cashbackFor(netLoss: bigint): bigint {
  const amount = (netLoss * BigInt(CASHBACK_RATE_BP)) / 10_000n;
  return amount >= CASHBACK_MIN_MINOR ? amount : 0n;
}

/**
 * Computes the cashback of the last closed week before `now` for the player, once: answers
 * the row (new or already there), or null when the week's loss earns none.
 */
export async function settleCashback(
  db: Db,
  userId: number,
  currency: string,
  now: Date = new Date(),
): Promise<CashbackRow | null> {
  const { start, end } = closedWeek(now);
  const find = async () =>
    (
      await db
        .select()
        .from(cashbacks)
        .where(
          and(
            eq(cashbacks.userId, userId),
            eq(cashbacks.currency, currency),
            eq(cashbacks.periodStart, start),
          ),
        )
    )[0] ?? null;
  const existing = await find();
  if (existing) return existing;
  const netLoss = await netLossMinor(db, userId, currency, start, end);
  const amount = cashbackFor(netLoss);
  if (amount === 0n) return null;
  await db
    .insert(cashbacks)
    .values({
      userId,
      currency,
      periodStart: start,
      periodEnd: end,
      netLossMinor: netLoss,
      amountMinor: amount,
      rateBp: CASHBACK_RATE_BP,
      receivingExpiredAt: new Date(end.getTime() + CASHBACK_CLAIM_DAYS * DAY_MS),
    })
    .onConflictDoNothing();
  return find();
}

/** What cashbacks.get asks for. */
export interface CashbackQuery {
  offset: number;
  count: number;
  sort: 'period_end' | 'period_start' | 'receiving_expired_at' | 'id';
  order: 'asc' | 'desc';
  statuses?: readonly ('active' | 'paid_out')[] | undefined;
}

const SORT_COLUMNS = {
  period_end: cashbacks.periodEnd,
  period_start: cashbacks.periodStart,
  receiving_expired_at: cashbacks.receivingExpiredAt,
  id: cashbacks.id,
} as const;

/** Listed: paid out, or active and still claimable. Removed and lapsed ones are gone. */
function visible(now: Date, statuses: readonly CashbackState[]): SQL {
  const parts: SQL[] = [];
  if (statuses.includes('paid_out')) parts.push(eq(cashbacks.status, 'paid_out'));
  if (statuses.includes('active')) {
    parts.push(
      and(
        eq(cashbacks.status, 'active'),
        or(isNull(cashbacks.receivingExpiredAt), gt(cashbacks.receivingExpiredAt, now)),
      )!,
    );
  }
  return parts.length > 0 ? or(...parts)! : inArray(cashbacks.id, []);
}

/** A page of the player's cashbacks (settling the last closed week first). */
export async function listCashbacks(
  db: Db,
  userId: number,
  currency: string,
  query: CashbackQuery,
  now: Date = new Date(),
): Promise<{ rows: CashbackRow[]; total: number }> {
  await settleCashback(db, userId, currency, now);
  const where = and(
    eq(cashbacks.userId, userId),
    visible(
      now,
      query.statuses && query.statuses.length > 0 ? query.statuses : ['active', 'paid_out'],
    ),
  );
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(cashbacks)
    .where(where)
    .orderBy(direction(column), direction(cashbacks.id))
    .offset(query.offset)
    .limit(query.count);
  const [total] = await db.select({ n: count() }).from(cashbacks).where(where);
  return { rows, total: total?.n ?? 0 };
}

function notFound(): ServerError {
  return new ServerError('InvalidParameterException', 'Cashback not found', {
    invalidParameters: { id: 'No such cashback' },
  });
}

async function lockCashback(tx: Db, userId: number, id: number): Promise<CashbackRow> {
  const [row] = await tx
    .select()
    .from(cashbacks)
    .where(and(eq(cashbacks.id, id), eq(cashbacks.userId, userId)))
    .for('update');
  if (!row || row.status === 'removed') throw notFound();
  return row;
}

/**
 * Pays an active cashback to main from `promotions`, once. InvalidRequestException with
 * error_data.reason `already_paid_out` or `expired` otherwise; InvalidParameterException for
 * an unknown (or removed) id.
 */
export async function payoutCashback(
  db: Db,
  userId: number,
  id: number,
  now: Date = new Date(),
): Promise<CashbackRow> {
  const paid = await db.transaction(async (tx) => {
    const row = await lockCashback(tx, userId, id);
    if (row.status === 'paid_out') {
      throw new ServerError('InvalidRequestException', 'This cashback was already paid out', {
        errorData: { reason: 'already_paid_out' },
      });
    }
    if (row.receivingExpiredAt && row.receivingExpiredAt <= now) {
      throw new ServerError('InvalidRequestException', 'This cashback can no longer be claimed', {
        errorData: { reason: 'expired' },
      });
    }
    await postTransaction(tx, {
      kind: CASHBACK_LEDGER_KIND,
      reference: `cashback:${row.id}`,
      userId,
      meta: { period_start: row.periodStart.toISOString(), rate_bp: row.rateBp },
      entries: [
        { account: { userId, kind: 'main', currency: row.currency }, amountMinor: row.amountMinor },
        { account: { house: 'promotions', currency: row.currency }, amountMinor: -row.amountMinor },
      ],
    });
    const [updated] = await tx
      .update(cashbacks)
      .set({ status: 'paid_out', paidAt: now })
      .where(eq(cashbacks.id, row.id))
      .returning();
    return updated!;
  });
  notifyIfCommitted(db, [userId]);
  return paid;
}

/** Forfeits an active cashback. InvalidRequestException for a paid-out one. */
export async function removeCashback(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCashback(tx, userId, id);
    if (row.status !== 'active') {
      throw new ServerError('InvalidRequestException', 'A paid-out cashback cannot be removed', {
        errorData: { reason: 'already_paid_out' },
      });
    }
    await tx.update(cashbacks).set({ status: 'removed' }).where(eq(cashbacks.id, row.id));
  });
}
