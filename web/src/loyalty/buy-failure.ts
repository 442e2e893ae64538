/**
 * Why a shop purchase was refused (loyalty contract): too few points and a sold-out product
 * come as InvalidRequestException with `error_data.reason`; anything else is a plain failure.
 */
import { ApiError } from '@croupier/core/errors';

/** The refusals the shop shows a popup or message of its own for. */
export type BuyFailure = 'insufficientPoints' | 'outOfStock' | 'other';

/** Sorts a failed loyalty.buyproduct call. */
export function buyFailure(error: unknown): BuyFailure {
  if (!(error instanceof ApiError)) return 'other';
  const reason = error.errorData?.reason;
  if (reason === 'INSUFFICIENT_POINTS') return 'insufficientPoints';
  if (reason === 'OUT_OF_STOCK') return 'outOfStock';
  return 'other';
}
