/** A withdrawal's state in the contract's words (`payout_status`, `status`, `error`). */
import type { cashier } from '@croupier/core/contract';
import type { WithdrawalReview, WithdrawalStatus } from '../db/schema/index.ts';

/** What the payout state is read from. */
export interface PayoutSource {
  status: WithdrawalStatus;
  review: WithdrawalReview;
  declineReason: string | null;
}

const STAGE: Record<WithdrawalStatus, cashier.PayoutStatus> = {
  pending: 'pending',
  processing: 'processing',
  success: 'paid',
  failed: 'failed',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** The finer payout state: a pending withdrawal over the threshold reads `review`. */
export function payoutStatus(row: Pick<PayoutSource, 'status' | 'review'>): cashier.PayoutStatus {
  return row.status === 'pending' && row.review === 'required' ? 'review' : STAGE[row.status];
}

/** Why a withdrawal did not complete, as the player's history carries it (null: it did not fail). */
export function payoutError(row: PayoutSource): cashier.TransactionError | null {
  if (row.status === 'declined') {
    return { type: 'WithdrawalDeclinedException', message: row.declineReason ?? '' };
  }
  if (row.status === 'failed') {
    return {
      type: 'BillingTransactionDeclinedException',
      message: 'The payout provider could not pay this withdrawal; the amount was returned.',
    };
  }
  return null;
}
