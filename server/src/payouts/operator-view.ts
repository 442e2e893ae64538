/** A withdrawal as the operator endpoints show it. */
import { fromMinor } from '../ledger/index.ts';
import { transactionId } from '../cashier/transaction-id.ts';
import { payoutStatus } from './payout-status.ts';
import type { WithdrawalRow } from './withdrawal-transitions.ts';

// Exported for tests/harness: the e2e operator's reading of the endpoints.
/** The operator's view of one withdrawal. */
export interface OperatorWithdrawal {
  id: string;
  user_id: number;
  amount: string;
  currency: string;
  status: ReturnType<typeof payoutStatus>;
  decline_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** The operator's view of a withdrawal row. */
export function operatorView(row: WithdrawalRow): OperatorWithdrawal {
  return {
    id: transactionId('withdrawal', row.id),
    user_id: row.userId,
    amount: fromMinor(row.amountMinor),
    currency: row.currency,
    status: payoutStatus(row),
    decline_reason: row.declineReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
