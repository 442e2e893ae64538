/**
 * The payment-success return (spec §9: `backUrl` returns after a payment; a local storage key
 * holds the payment success return). The deposit form stores the safe `backUrl` before the
 * player leaves for the provider; the success screen takes it (once) for its button.
 */
import { safeInAppPath } from '@croupier/core/routing';
import type { KeyValueStorage } from '@croupier/core/state';

/** Local storage key of the payment success return (§9). */
const PAYMENT_SUCCESS_RETURN_KEY = 'payment_success_return';

/** Stores where the success screen returns to; an unsafe or empty path clears it. */
export function rememberPaymentReturn(
  storage: KeyValueStorage,
  path: string | null,
  origin: string,
): void {
  const safe = safeInAppPath(path, origin);
  if (safe) storage.setItem(PAYMENT_SUCCESS_RETURN_KEY, safe);
  else storage.removeItem(PAYMENT_SUCCESS_RETURN_KEY);
}

/** The stored return, if still safe; reading it does not remove it (see `forgetPaymentReturn`). */
export function storedPaymentReturn(storage: KeyValueStorage, origin: string): string | null {
  return safeInAppPath(storage.getItem(PAYMENT_SUCCESS_RETURN_KEY), origin);
}

/** Removes the stored return once it has been followed. */
export function forgetPaymentReturn(storage: KeyValueStorage): void {
  storage.removeItem(PAYMENT_SUCCESS_RETURN_KEY);
}
