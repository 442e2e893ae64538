import type { contract } from '@croupier/core';
import { describe, expect, it } from 'vitest';
import { defaultTranslate } from '../i18n/translate.ts';
import { transactionBadge, transactionReason } from './transaction-labels.ts';

type Transaction = contract.cashier.Transaction;

const withdrawal = (extra: Partial<Transaction>): Transaction => ({
  id: 'wdr-1',
  type: 'withdrawal',
  status: 'pending',
  amount: '600',
  currency: 'USD',
  method: 'card',
  method_name: 'Bank card',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  can_cancel: true,
  ...extra,
});

describe('transaction labels', () => {
  it("shows a withdrawal's payout step when the server tells it, else the contract status", () => {
    const t = defaultTranslate;
    expect(transactionBadge(t, withdrawal({}))).toEqual({ label: 'Pending', tone: 'gold' });
    expect(transactionBadge(t, withdrawal({ payout_status: 'review' })).label).toBe('In review');
    expect(transactionBadge(t, withdrawal({ payout_status: 'processing' })).label).toBe(
      'Processing',
    );
    expect(transactionBadge(t, withdrawal({ status: 'success', payout_status: 'paid' }))).toEqual({
      label: 'Paid',
      tone: 'accent',
    });
    expect(transactionBadge(t, withdrawal({ status: 'fail', payout_status: 'declined' }))).toEqual({
      label: 'Declined',
      tone: 'danger',
    });
    expect(transactionBadge(t, withdrawal({ status: 'cancel' })).label).toBe('Cancelled');
  });

  it("gives the operator's decline reason as it is, and our text for other failures", () => {
    const t = defaultTranslate;
    expect(transactionReason(t, withdrawal({}))).toBeNull();
    const reason = 'Card holder does not match {name} $t(common.cancel)';
    expect(
      transactionReason(
        t,
        withdrawal({
          status: 'fail',
          payout_status: 'declined',
          error: { type: 'WithdrawalDeclinedException', message: reason },
        }),
      ),
    ).toBe(reason);
    expect(
      transactionReason(
        t,
        withdrawal({
          status: 'fail',
          payout_status: 'failed',
          error: { type: 'BillingTransactionDeclinedException', message: 'provider said no' },
        }),
      ),
    ).toBe('The payout could not be completed. The amount is back on your balance.');
  });
});
