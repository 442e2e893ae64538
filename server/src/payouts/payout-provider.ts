/** What the payouts domain needs from a payout provider (the demo one, or an operator's own). */
import type { Db } from '../db/client.ts';

/** A payout handed to the provider. */
export interface PayoutOrder {
  withdrawalId: number;
  userId: number;
  amountMinor: bigint;
  currency: string;
  requisites: Record<string, unknown>;
}

/** Where a payout stands at the provider; `unknown` when it never received it. */
export type PayoutState = 'processing' | 'paid' | 'failed' | 'unknown';

/** A payout provider. */
export interface PayoutProvider {
  /**
   * Hands a payout over. Must be idempotent per withdrawal: after a crash between marking a
   * withdrawal processing and this call, the processor submits again when `check` answers
   * `unknown`.
   */
  submit(db: Db, order: PayoutOrder): Promise<void>;
  /** Asks how a submitted payout stands. */
  check(db: Db, withdrawalId: number): Promise<PayoutState>;
}

/** The order for a withdrawal row. */
export function payoutOrder(row: {
  id: number;
  userId: number;
  amountMinor: bigint;
  currency: string;
  requisites: Record<string, unknown>;
}): PayoutOrder {
  return {
    withdrawalId: row.id,
    userId: row.userId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    requisites: row.requisites,
  };
}
