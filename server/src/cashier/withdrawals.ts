/**
 * Withdrawals as the player asks for them: the amount leaves the main balance at once into the
 * `withdrawal_holds` house account, in the same database transaction as the withdrawal row, so
 * the guarded ledger update keeps the balance from going negative however many requests race.
 * What happens next — review, payout, failure, decline, cancel — is the payouts domain's
 * (server/src/payouts/README.md).
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentMethods, users, withdrawals } from '../db/schema/index.ts';
import { InsufficientFundsError, ServerError } from '../errors.ts';
import { fromMinor, getBalance, notifyBalanceChanged, postTransaction } from '../ledger/index.ts';
import { cancel, WITHDRAWAL_KINDS } from '../payouts/withdrawal-transitions.ts';
import { resetPointsOnCashout } from '../tournaments/reset-on-cashout.ts';
import type { PaymentMethodRow } from './payment-methods.ts';
import { parseTransactionId, transactionId } from './transaction-id.ts';
import type { TransactionSource } from './transaction-view.ts';
import { dailyWithdrawalLimit, WITHDRAWAL_PERIOD_MS } from './withdrawal-limits.ts';

/** A withdrawal to request. */
export interface NewWithdrawal {
  userId: number;
  method: PaymentMethodRow;
  amountMinor: bigint;
  requisites: Record<string, string>;
  idempotencyKey: string | null;
  /** Over the review threshold: it waits for an operator's decision (payouts/review-rule.ts). */
  needsReview: boolean;
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
  review: withdrawals.review,
  declineReason: withdrawals.declineReason,
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
            inArray(withdrawals.status, ['pending', 'processing', 'success']),
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
          review: input.needsReview ? 'required' : 'none',
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

/**
 * Cancels a player's pending withdrawal, returning the held amount to the main balance once.
 * InvalidParameterException when it is not theirs; InvalidRequestException once it is no
 * longer pending (in processing, paid out, failed, declined or already cancelled).
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
  if (!(await cancel(db, ref.id))) {
    throw new ServerError('InvalidRequestException', 'Only a pending withdrawal can be cancelled');
  }
}

/** One of the player's withdrawals by public id (`wdr-7`), or null. */
export async function findWithdrawal(
  db: Db,
  userId: number,
  publicId: string,
): Promise<TransactionSource | null> {
  const ref = parseTransactionId(publicId);
  if (!ref || ref.kind !== 'withdrawal') return null;
  const [row] = await db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(paymentMethods, eq(paymentMethods.id, withdrawals.methodId))
    .where(and(eq(withdrawals.id, ref.id), eq(withdrawals.userId, userId)));
  return row ?? null;
}

/** A player's unfinished withdrawals (pending, in review or processing), newest first. */
export async function pendingWithdrawals(db: Db, userId: number): Promise<TransactionSource[]> {
  return db
    .select(withdrawalColumns)
    .from(withdrawals)
    .innerJoin(paymentMethods, eq(paymentMethods.id, withdrawals.methodId))
    .where(
      and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['pending', 'processing'])),
    )
    .orderBy(sql`${withdrawals.createdAt} desc, ${withdrawals.id} desc`);
}
