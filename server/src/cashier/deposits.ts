/**
 * Deposits: a pending deposit is opened under a lock on the player's row, where the deposit
 * limit is checked against the window's successful and pending deposits (so concurrent
 * deposits cannot overshoot it); it is settled at most once, crediting the main balance
 * through the ledger with the public transaction id as reference.
 */
import { and, eq, sql } from 'drizzle-orm';
import { grantDepositOffer } from '../campaigns/index.ts';
import type { Db } from '../db/client.ts';
import { deposits, paymentMethods, users } from '../db/schema/index.ts';
import type { PaymentStatus } from '../db/schema/index.ts';
import type { DemoPaymentProvider, DepositState, FinalOutcome } from '../demo-payments/index.ts';
import { ServerError } from '../errors.ts';
import { fromMinor, notifyBalanceChanged, postTransaction } from '../ledger/index.ts';
import { depositLimitRefusal, readDepositLimit } from '../responsible-gaming/index.ts';
import type { PaymentMethodRow } from './payment-methods.ts';
import { parseTransactionId, transactionId } from './transaction-id.ts';
import { contractStatus, type TransactionSource } from './transaction-view.ts';

/** Ledger transaction kind of a credited deposit. */
const DEPOSIT_KIND = 'deposit';

/** A deposit to open. */
export interface NewDeposit {
  userId: number;
  method: PaymentMethodRow;
  amountMinor: bigint;
  requisites: Record<string, string>;
  campaignOfferId: number | null;
  idempotencyKey: string | null;
  localePrefix: string;
  backUrl: string | null;
}

/** An opened deposit and where the player pays it. */
export interface OpenedDeposit {
  transactionId: string;
  redirectUrl: string;
  openInNewWindow: boolean;
}

/** Opens a pending deposit and its checkout; BillingDepositLimitExceededException over the limit. */
export async function openDeposit(
  db: Db,
  provider: DemoPaymentProvider,
  input: NewDeposit,
): Promise<OpenedDeposit> {
  return db.transaction(async (tx) => {
    // One deposit of a player at a time past this point: the limit check and the insert
    // below must see every other deposit of the window.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    // A retry taking over the key of a run that died after committing finds its deposit
    // (unique on the key) and answers its checkout instead of opening a second one.
    const [earlier] = input.idempotencyKey
      ? await tx
          .select({ id: deposits.id })
          .from(deposits)
          .where(
            and(
              eq(deposits.userId, input.userId),
              eq(deposits.idempotencyKey, input.idempotencyKey),
            ),
          )
      : [];
    // Every limit of the player must allow it: the lowest amount left applies (issue 18).
    const now = new Date();
    const limit = earlier ? null : await readDepositLimit(tx, input.userId, now);
    if (limit && input.amountMinor > limit.availableMinor) {
      throw new ServerError(
        'BillingDepositLimitExceededException',
        `The deposit limit allows ${fromMinor(limit.availableMinor)} ${limit.currency} more in this period`,
        { errorData: depositLimitRefusal(limit) },
      );
    }
    const [row] = earlier
      ? [earlier]
      : await tx
          .insert(deposits)
          .values({
            userId: input.userId,
            methodId: input.method.id,
            currency: input.method.currency,
            amountMinor: input.amountMinor,
            requisites: input.requisites,
            campaignOfferId: input.campaignOfferId,
            idempotencyKey: input.idempotencyKey,
            // The limit's windows were measured against this same clock.
            createdAt: now,
          })
          .returning({ id: deposits.id });
    if (!row) throw new Error('Deposit insert returned nothing');
    const id = transactionId('deposit', row.id);
    const checkout = await provider.open(tx, {
      transactionId: id,
      amountMinor: input.amountMinor,
      currency: input.method.currency,
      methodSysname: input.method.sysname,
      methodName: input.method.name,
      localePrefix: input.localePrefix,
      backUrl: input.backUrl,
    });
    return { transactionId: id, ...checkout };
  });
}

const FINAL: Record<FinalOutcome, PaymentStatus> = {
  success: 'success',
  fail: 'failed',
  cancel: 'cancelled',
};

/**
 * Settles a pending deposit with the provider's outcome and answers its state afterwards;
 * a deposit already settled is left as it is (null: no such deposit). A success credits the
 * main balance once: the row lock makes a concurrent second settle wait and then see the
 * first one's status, and the ledger's unique (kind, reference) backs that up.
 */
export async function settleDeposit(
  db: Db,
  publicId: string,
  outcome: FinalOutcome,
): Promise<DepositState | null> {
  const ref = parseTransactionId(publicId);
  if (!ref || ref.kind !== 'deposit') return null;
  let credited: number | null = null;
  const status = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, ref.id)).for('update');
    if (!row) return null;
    if (row.status !== 'pending') return row.status;
    let ledgerId: number | null = null;
    if (outcome === 'success') {
      const posted = await postTransaction(tx, {
        kind: DEPOSIT_KIND,
        reference: publicId,
        userId: row.userId,
        meta: { method_id: row.methodId },
        entries: [
          {
            account: { userId: row.userId, kind: 'main', currency: row.currency },
            amountMinor: row.amountMinor,
          },
          { account: { house: 'payments', currency: row.currency }, amountMinor: -row.amountMinor },
        ],
      });
      ledgerId = posted.id;
      credited = row.userId;
      // The deposit offer it chose pays now, in this transaction: once, with the deposit.
      await grantDepositOffer(tx, { ...row, transactionId: publicId });
    }
    await tx
      .update(deposits)
      .set({ status: FINAL[outcome], transactionId: ledgerId, updatedAt: sql`now()` })
      .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pending')));
    return FINAL[outcome];
  });
  if (credited !== null) notifyBalanceChanged([credited]);
  return status === null ? null : contractStatus(status);
}

/** A deposit's state by public id (null: no such deposit). */
export async function depositState(db: Db, publicId: string): Promise<DepositState | null> {
  const ref = parseTransactionId(publicId);
  if (!ref || ref.kind !== 'deposit') return null;
  const [row] = await db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.id, ref.id));
  return row ? contractStatus(row.status) : null;
}

/** One deposit of a player with its method, or null when it is not theirs (or not a deposit). */
export async function findDeposit(
  db: Db,
  userId: number,
  publicId: string,
): Promise<TransactionSource | null> {
  const ref = parseTransactionId(publicId);
  if (!ref || ref.kind !== 'deposit') return null;
  const [row] = await db
    .select({
      id: deposits.id,
      amountMinor: deposits.amountMinor,
      currency: deposits.currency,
      status: deposits.status,
      methodSysname: paymentMethods.sysname,
      methodName: paymentMethods.name,
      createdAt: deposits.createdAt,
      updatedAt: deposits.updatedAt,
    })
    .from(deposits)
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.methodId))
    .where(and(eq(deposits.id, ref.id), eq(deposits.userId, userId)));
  return row ?? null;
}
