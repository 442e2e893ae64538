/**
 * The cashier's data (spec §7 cashier group, DESIGN §6): settings, history and deposit state
 * through SWR, and the money-moving calls with the idempotency key their form made.
 */
import type { contract } from '@croupier/core';
import type { CallOptions } from '@croupier/core/api';
import { cashier } from '@croupier/core/contract';
import { useCallback } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';

type DepositParams = contract.cashier.DepositParams;
type DepositResult = contract.cashier.DepositResult;
type WithdrawalParams = contract.cashier.WithdrawalParams;
type Transaction = contract.cashier.Transaction;

/** The history filter: every transaction, or one type. */
export type HistoryType = 'deposit' | 'withdrawal' | undefined;

/** Deposit methods, their limits and the deposit-limit notice. */
export function useDepositSettings() {
  return useApi(cashier.getdepositsettings, {});
}

/** Withdrawal methods, the withdrawable amount and the pending withdrawals. */
export function useWithdrawSettings() {
  return useApi(cashier.getwithdrawsettings, {});
}

/** One page of the cashier history (newest first) with the total count. */
export function useCashierHistory(offset: number, count: number, type: HistoryType) {
  return useApi(cashier.gethistory, type ? { offset, count, type } : { offset, count }, {
    keepPreviousData: true,
  });
}

/** The state of one deposit; `refreshInterval` polls it (the pending screen). */
export function useDepositInfo(
  transactionId: string | null,
  options?: SWRConfiguration<Transaction>,
) {
  return useApi(
    transactionId ? cashier.getdepositinfo : null,
    { transaction_id: transactionId ?? '' },
    options,
  );
}

/** Banks a bank-transfer or PIX method pays to (null: none to ask for). */
export function useBanks(method: string | null) {
  return useApi(method ? cashier.getbanks : null, { method: method ?? '' });
}

/** Whether an SWR key belongs to the cashier group (settings, history, deposit info). */
function isCashierKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return typeof first === 'string' && first.startsWith('/api/cashier/');
}

/** The money-moving calls; each refreshes the cashier's cached data when it is done. */
export function useCashierActions() {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();

  const revalidate = useCallback(() => mutate(isCashierKey), [mutate]);

  const makeDeposit = useCallback(
    async (params: DepositParams, opts: CallOptions): Promise<DepositResult> =>
      platform.api.call(cashier.makedeposit, params, opts),
    [platform],
  );

  const makeWithdrawal = useCallback(
    async (params: WithdrawalParams, opts: CallOptions): Promise<Transaction> => {
      const result = await platform.api.call(cashier.makewithdrawal, params, opts);
      await revalidate();
      void platform.stores.balance.refresh();
      return result;
    },
    [platform, revalidate],
  );

  const cancelWithdrawal = useCallback(
    async (transactionId: string, opts: CallOptions): Promise<void> => {
      await platform.api.call(cashier.cancelwithdrawal, { transaction_id: transactionId }, opts);
      await revalidate();
      void platform.stores.balance.refresh();
    },
    [platform, revalidate],
  );

  return { makeDeposit, makeWithdrawal, cancelWithdrawal, revalidate };
}
