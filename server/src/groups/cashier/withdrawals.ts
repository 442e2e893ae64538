/**
 * Withdrawals: the amount leaves the main balance at once into the `withdrawal_holds` house
 * account, in the same database transaction as the withdrawal row, so the guarded ledger
 * update keeps the balance from going negative however many requests race. A cancel (or a
 * failed payout) returns the held money once; a payout moves it on to the provider.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentMethods, users, withdrawals, type PaymentStatus } from '../../db/schema/index.ts';
import { InsufficientFundsError, ServerError } from '../../errors.ts';
import {
  fromMinor,
  getBalance,
  notifyBalanceChanged,
  postTransaction,
} from '../../ledger/index.ts';
import { resetPointsOnCashout } from '../../tournaments/reset-on-cashout.ts';
import type { PaymentMethodRow } from './payment-methods.ts';
import { parseTransactionId, transactionId } from './transaction-id.ts';
import type { TransactionSource } from './transaction-view.ts';
import { dailyWithdrawalLimit, WITHDRAWAL_PERIOD_MS } from './withdrawal-limits.ts';

/** Ledger kinds of the withdrawal life cycle (each with the public id as reference). */
export const WITHDRAWAL_KINDS = {
  hold: 'withdrawal',
  cancel: 'withdrawal_cancel',
  refund: 'withdrawal_refund',
  payout: 'withdrawal_payout',
} as const;

/** A withdrawal to request. */
export interface NewWithdrawal {
  userId: number;
  method: PaymentMethodRow;
  amountMinor: bigint;
  requisites: Record<string, string>;
  idempotencyKey: string | null;
}

const withdrawalColumns = {
  id: withdrawals.id,
  userId: withdrawals.userId,
  amountMinor: withdrawals.amountMinor,
  currency: withdrawals.currency,
  status: withdrawals.status,
  methodSysname: paymentMethods.sysname,
  methodName: paymentMethods.name,
  createdAt: withdrawals.createdAt,
  updatedAt: withdrawals.updatedAt,
};

async function loadWithdrawal(db: Db, id: number): Promise<TransactionSource | null> {
  const [row] = await db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(paymentMethods, eq(paymentMethods.id, withdrawals.methodId))
    .where(eq(withdrawals.id, id));
  return row ?? null;
}

/**
 * Holds the amount and records a pending withdrawal. WithdrawalLimitsPeriodExceededException
 * over the daily total; WithdrawalLimitsExceededException when the main balance is short.
 */
export async function requestWithdrawal(db: Db, input: NewWithdrawal): Promise<TransactionSource> {
  const currency = input.method.currency;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // Serialises one player's withdrawals so the daily total below is the true one.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
      // A retry taking over the key of a run that died after committing finds its withdrawal
      // (unique on the key): the money was held once and is not held again.
      if (input.idempotencyKey) {
        const [earlier] = await tx
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(
            and(
              eq(withdrawals.userId, input.userId),
              eq(withdrawals.idempotencyKey, input.idempotencyKey),
            ),
          );
        if (earlier) return earlier.id;
      }
      const limit = dailyWithdrawalLimit(currency);
      const since = new Date(Date.now() - WITHDRAWAL_PERIOD_MS);
      const [day] = await tx
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amountMinor}), 0)::text` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, input.userId),
            eq(withdrawals.currency, currency),
            inArray(withdrawals.status, ['pending', 'success']),
            gte(withdrawals.createdAt, since),
          ),
        );
      const used = BigInt(day?.total ?? '0');
      if (used + input.amountMinor > limit) {
        const left = limit - used;
        throw new ServerError(
          'WithdrawalLimitsPeriodExceededException',
          `Withdrawals are limited to ${fromMinor(limit)} ${currency} a day`,
          {
            errorData: {
              limit_amount: fromMinor(limit),
              available_amount: fromMinor(left > 0n ? left : 0n),
              currency,
              period_hours: 24,
            },
          },
        );
      }
      const [row] = await tx
        .insert(withdrawals)
        .values({
          userId: input.userId,
          methodId: input.method.id,
          currency,
          amountMinor: input.amountMinor,
          requisites: input.requisites,
          idempotencyKey: input.idempotencyKey,
        })
        .returning({ id: withdrawals.id });
      if (!row) throw new Error('Withdrawal insert returned nothing');
      const posted = await postTransaction(tx, {
        kind: WITHDRAWAL_KINDS.hold,
        reference: transactionId('withdrawal', row.id),
        userId: input.userId,
        meta: { method_id: input.method.id },
        entries: [
          {
            account: { userId: input.userId, kind: 'main', currency },
            amountMinor: -input.amountMinor,
          },
          { account: { house: 'withdrawal_holds', currency }, amountMinor: input.amountMinor },
        ],
      });
      await tx
        .update(withdrawals)
        .set({ transactionId: posted.id })
        .where(eq(withdrawals.id, row.id));
      await resetPointsOnCashout(tx, input.userId);
      return row.id;
    });
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
    const available = await getBalance(db, input.userId, 'main', currency);
    throw new ServerError(
      'WithdrawalLimitsExceededException',
      'The amount is more than the balance available for withdrawal',
      {
        errorData: {
          available_amount: fromMinor(available),
          min_amount: fromMinor(input.method.minWithdrawalMinor),
          max_amount: fromMinor(input.method.maxWithdrawalMinor),
          currency,
        },
      },
    );
  }
  notifyBalanceChanged([input.userId]);
  const row = await loadWithdrawal(db, id);
  if (!row) throw new Error(`Withdrawal ${id} vanished`);
  return row;
}

/** How a held withdrawal ends. */
type Release = { status: PaymentStatus; kind: string; toPlayer: boolean };

async function releaseHold(
  db: Db,
  id: number,
  release: Release,
  /** False leaves the withdrawal as it is (releaseHold then answers null); may also throw. */
  guard: (row: typeof withdrawals.$inferSelect) => boolean,
): Promise<number | null> {
  const publicId = transactionId('withdrawal', id);
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) throw new Error(`Withdrawal ${publicId} not found`);
    if (!guard(row)) return null;
    const entries = [
      {
        account: { house: 'withdrawal_holds' as const, currency: row.currency },
        amountMinor: -row.amountMinor,
      },
      release.toPlayer
        ? {
            account: { userId: row.userId, kind: 'main' as const, currency: row.currency },
            amountMinor: row.amountMinor,
          }
        : {
            account: { house: 'payments' as const, currency: row.currency },
            amountMinor: row.amountMinor,
          },
    ];
    const posted = await postTransaction(tx, {
      kind: release.kind,
      reference: publicId,
      userId: row.userId,
      entries,
    });
    await tx
      .update(withdrawals)
      .set({
        status: release.status,
        updatedAt: sql`now()`,
        ...(release.toPlayer ? { refundTransactionId: posted.id } : {}),
      })
      .where(eq(withdrawals.id, row.id));
    return row.userId;
  });
  if (userId !== null && release.toPlayer) notifyBalanceChanged([userId]);
  return userId;
}

/**
 * Cancels a player's pending withdrawal, returning the held amount to the main balance once.
 * InvalidParameterException when it is not theirs; InvalidRequestException once it is no
 * longer pending (already cancelled, paid out or failed).
 */
export async function cancelWithdrawal(db: Db, userId: number, publicId: string): Promise<void> {
  const ref = parseTransactionId(publicId);
  const notFound = () =>
    new ServerError('InvalidParameterException', 'Withdrawal not found', {
      invalidParameters: { transaction_id: 'Withdrawal not found' },
    });
  if (!ref || ref.kind !== 'withdrawal') throw notFound();
  const [owned] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, ref.id), eq(withdrawals.userId, userId)));
  if (!owned) throw notFound();
  await releaseHold(
    db,
    ref.id,
    { status: 'cancelled', kind: WITHDRAWAL_KINDS.cancel, toPlayer: true },
    (row) => {
      if (row.status !== 'pending') {
        throw new ServerError(
          'InvalidRequestException',
          'Only a pending withdrawal can be cancelled',
        );
      }
      return true;
    },
  );
}

/**
 * The operator's side (back office, tests): pays a pending withdrawal out (`success`, the
 * held money goes to the provider) or fails it (`fail`, the money returns to the player).
 * Returns false when the withdrawal was no longer pending.
 */
export async function completeWithdrawal(
  db: Db,
  publicId: string,
  outcome: 'success' | 'fail',
): Promise<boolean> {
  const ref = parseTransactionId(publicId);
  if (!ref || ref.kind !== 'withdrawal') throw new Error(`Not a withdrawal id: ${publicId}`);
  const userId = await releaseHold(
    db,
    ref.id,
    outcome === 'success'
      ? { status: 'success', kind: WITHDRAWAL_KINDS.payout, toPlayer: false }
      : { status: 'failed', kind: WITHDRAWAL_KINDS.refund, toPlayer: true },
    (row) => row.status === 'pending',
  );
  return userId !== null;
}

/** A player's pending withdrawals, newest first. */
export async function pendingWithdrawals(db: Db, userId: number): Promise<TransactionSource[]> {
  return db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(paymentMethods, eq(paymentMethods.id, withdrawals.methodId))
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'pending')))
    .orderBy(sql`${withdrawals.createdAt} desc, ${withdrawals.id} desc`);
}
