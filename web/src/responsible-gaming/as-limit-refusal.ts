/**
 * Reads what a refused deposit (BillingDepositLimitExceededException) says is left and when
 * it resets (issue 18's DepositLimitRefusal in `error_data`), checked by hand: no zod in clients.
 */
import type { contract } from '@croupier/core';
import { ApiError } from '@croupier/core/errors';

type DepositLimitRefusal = contract.account.DepositLimitRefusal;

/** The refusal's figures, or null for any other error (or one without them). */
export function asLimitRefusal(error: unknown): DepositLimitRefusal | null {
  if (!(error instanceof ApiError) || error.type !== 'BillingDepositLimitExceededException')
    return null;
  const data = error.errorData as Record<string, unknown> | null | undefined;
  if (!data) return null;
  const { available_amount, currency, resets_at, period } = data;
  if (typeof available_amount !== 'string' || typeof currency !== 'string') return null;
  if (typeof resets_at !== 'string' || typeof period !== 'number') return null;
  return data as DepositLimitRefusal;
}
