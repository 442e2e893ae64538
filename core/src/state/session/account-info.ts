/** The authenticated rule over account info (§4); the account shape is the contract's. */
import type { AccountInfo } from '../../contract/account.ts';

/** A visitor is authenticated when user data has uid > 0 (§4). */
export function isAuthenticated(
  user: Readonly<Pick<AccountInfo, 'uid'>> | null | undefined,
): boolean {
  return !!user && user.uid > 0;
}

/** A social sign-up that still needs its form: the popup shows and cannot be closed (§4). */
export function needsSocialRegistration(
  user: Readonly<Pick<AccountInfo, 'uid' | 'is_registration_completed'>> | null | undefined,
): boolean {
  return isAuthenticated(user) && user!.is_registration_completed === false;
}
