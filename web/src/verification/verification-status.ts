/** Where the player stands in identity verification, from account info (§3). */
import type { contract } from '@croupier/core';

type AccountInfo = contract.account.AccountInfo;

/** The player's verification state. */
export type VerificationStatus = 'verified' | 'pending' | 'unverified';

/** verified (is_verified), pending (is_on_verification) or unverified. */
export function verificationStatus(
  user: Pick<AccountInfo, 'is_verified' | 'is_on_verification'> | null | undefined,
): VerificationStatus {
  if (!user) return 'unverified';
  if (user.is_verified) return 'verified';
  return user.is_on_verification ? 'pending' : 'unverified';
}
