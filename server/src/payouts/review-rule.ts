/** The operator review rule: large withdrawals wait for a person (PAYOUT_REVIEW_THRESHOLD). */
import { toMinor } from '../ledger/index.ts';

/**
 * Whether a withdrawal of `amountMinor` waits for an operator: strictly above the threshold,
 * in whole units of the withdrawal's own currency (500 means 500 USD, 500 EUR, 500 BRL).
 */
export function needsReview(amountMinor: bigint, thresholdMajor: number): boolean {
  return amountMinor > toMinor(String(thresholdMajor));
}
