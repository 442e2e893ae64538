/**
 * The guarded transitions of a withdrawal (README.md). Each is ONE database transaction that
 * starts with `update withdrawals … where id = $1 and status = <from> returning`: a replayed or
 * concurrent transition finds the status already moved on, changes nothing and answers null.
 * Money moves through the ledger in that same transaction, under a kind per transition and the
 * withdrawal's public id as reference (unique together in the ledger); a release post that
 * outlived its status update is adopted, never posted again.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { ledgerTransactions, withdrawals, type WithdrawalStatus } from '../db/schema/index.ts';
import { transactionId } from '../cashier/transaction-id.ts';
import { notifyBalanceChanged, postTransaction } from '../ledger/index.ts';

/** A withdrawal row as stored. */
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Ledger kinds of the withdrawal life cycle (each with the public id `wdr-N` as reference). */
export const WITHDRAWAL_KINDS = {
  hold: 'withdrawal',
  cancel: 'withdrawal_cancel',
  refund: 'withdrawal_refund',
  decline: 'withdrawal_decline',
  payout: 'withdrawal_payout',
} as const;

/** The endings that move the held money, and where it goes. */
type Ending = 'success' | 'failed' | 'declined' | 'cancelled';

const ENDINGS: Record<Ending, { kind: string; toPlayer: boolean }> = {
  success: { kind: WITHDRAWAL_KINDS.payout, toPlayer: false },
  failed: { kind: WITHDRAWAL_KINDS.refund, toPlayer: true },
  declined: { kind: WITHDRAWAL_KINDS.decline, toPlayer: true },
  cancelled: { kind: WITHDRAWAL_KINDS.cancel, toPlayer: true },
};

const isEnding = (status: WithdrawalStatus): status is Ending => status in ENDINGS;

const ENDING_OF_KIND = new Map(
  (Object.entries(ENDINGS) as [Ending, { kind: string }][]).map(([ending, e]) => [e.kind, ending]),
);

interface Transition {
  from: WithdrawalStatus;
  to: WithdrawalStatus;
  /** Extra columns to set with the status. */
  set?: PgUpdateSetSource<typeof withdrawals>;
  /** An extra guard on the row (e.g. the review state). */
  where?: SQL;
}

/** Moves the held money of a withdrawal that just reached `ending`, inside `tx`. */
async function release(tx: Db, row: WithdrawalRow, ending: Ending): Promise<WithdrawalRow> {
  const reference = transactionId('withdrawal', row.id);
  const [earlier] = await tx
    .select({ id: ledgerTransactions.id, kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.reference, reference),
        inArray(
          ledgerTransactions.kind,
          Object.values(ENDINGS).map((e) => e.kind),
        ),
      ),
    );
  // A crash between an earlier post and its status update left the money moved: that post
  // decides how the withdrawal ended, whatever this transition wanted.
  const ended = earlier ? (ENDING_OF_KIND.get(earlier.kind) ?? ending) : ending;
  const { kind, toPlayer } = ENDINGS[ended];
  let ledgerId = earlier?.id;
  if (ledgerId === undefined) {
    const account = toPlayer
      ? { userId: row.userId, kind: 'main' as const, currency: row.currency }
      : { house: 'payments' as const, currency: row.currency };
    const posted = await postTransaction(tx, {
      kind,
      reference,
      userId: row.userId,
      entries: [
        {
          account: { house: 'withdrawal_holds', currency: row.currency },
          amountMinor: -row.amountMinor,
        },
        { account, amountMinor: row.amountMinor },
      ],
    });
    ledgerId = posted.id;
  }
  const [done] = await tx
    .update(withdrawals)
    .set({
      status: ended,
      ...(toPlayer ? { refundTransactionId: ledgerId } : { payoutTransactionId: ledgerId }),
    })
    .where(eq(withdrawals.id, row.id))
    .returning();
  if (!done) throw new Error(`Withdrawal ${reference} vanished`);
  return done;
}

/**
 * Applies one transition in one DB transaction; null when the withdrawal was not in `from`
 * (or failed the extra guard) — a replay or a lost race, nothing changed. Pushes the player's
 * balances after the commit (the live socket; the cashier screens refresh on it).
 */
async function apply(db: Db, id: number, t: Transition): Promise<WithdrawalRow | null> {
  const row = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(withdrawals)
      .set({ ...t.set, status: t.to, updatedAt: sql`now()` })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, t.from), t.where))
      .returning();
    if (!moved) return null;
    return isEnding(t.to) ? release(tx, moved, t.to) : moved;
  });
  if (row) notifyBalanceChanged([row.userId]);
  return row;
}

/** pending → processing: handed to the payout provider (not while it waits for review). */
export function pickUp(db: Db, id: number): Promise<WithdrawalRow | null> {
  return apply(db, id, {
    from: 'pending',
    to: 'processing',
    set: { processingAt: sql`now()` },
    where: inArray(withdrawals.review, ['none', 'approved']),
  });
}

/** pending (in review) → processing: the operator approved it; it goes to the provider now. */
export function approve(db: Db, id: number): Promise<WithdrawalRow | null> {
  return apply(db, id, {
    from: 'pending',
    to: 'processing',
    set: { review: 'approved', processingAt: sql`now()` },
    where: eq(withdrawals.review, 'required'),
  });
}

/** pending → declined by the operator with a reason; the held money returns to the player. */
export function decline(db: Db, id: number, reason: string): Promise<WithdrawalRow | null> {
  return apply(db, id, { from: 'pending', to: 'declined', set: { declineReason: reason } });
}

/** pending → cancelled by the player; the held money returns. */
export function cancel(db: Db, id: number): Promise<WithdrawalRow | null> {
  return apply(db, id, { from: 'pending', to: 'cancelled' });
}

/** processing → paid (`success`: the held money goes to the provider) or → failed (returned). */
export function settle(
  db: Db,
  id: number,
  outcome: 'paid' | 'failed',
): Promise<WithdrawalRow | null> {
  return apply(db, id, { from: 'processing', to: outcome === 'paid' ? 'success' : 'failed' });
}
