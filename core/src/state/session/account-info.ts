/** Account info as the session holds it (§3), and the authenticated rule (§4). */
import type { Balances } from '../balance/balance-store.ts';

/** The player's account (§3 Account info). */
export interface AccountInfo extends Balances {
  uid: number;
  reg_time: string | number | null;
  login: string;
  fakename: string | null;
  is_subscribed: boolean;
  is_on_verification: boolean;
  is_verified: boolean;
  is_kyc_block_enabled: boolean;
  is_registration_completed: boolean;
  country_code: string | null;
  locale: string;
  two_factor_auth: boolean;
}

/** A visitor is authenticated when user data has uid > 0 (§4). */
export function isAuthenticated(user: { readonly uid: number } | null | undefined): boolean {
  return !!user && user.uid > 0;
}

/** A social sign-up that still needs its form: the popup shows and cannot be closed (§4). */
export function needsSocialRegistration(
  user: { readonly uid: number; readonly is_registration_completed: boolean } | null | undefined,
): boolean {
  return isAuthenticated(user) && user!.is_registration_completed === false;
}
