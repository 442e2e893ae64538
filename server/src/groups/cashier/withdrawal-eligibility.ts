/**
 * Who may withdraw at all (§8 withdrawal errors): a player needs a confirmed e-mail or phone
 * (UserNeedConfirmContactException), and, while the operator has switched the KYC block on
 * for them, a verified identity (KycWithdrawalException).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import type { SessionUser } from '../../sessions/index.ts';

/**
 * Whether withdrawals wait for identity verification (`is_kyc_block_enabled` of §3). The
 * operator sets it per player; users have no column for it, so it lives in the profile data.
 */
export function isKycBlockEnabled(user: Pick<SessionUser, 'profile'>): boolean {
  return user.profile.is_kyc_block_enabled === true;
}

/** Throws the §8 error that keeps this player from withdrawing, if any. */
export async function assertMayWithdraw(db: Db, user: SessionUser): Promise<void> {
  const [confirmed] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.userId, user.id), eq(contacts.isConfirmed, true)))
    .limit(1);
  if (!confirmed) {
    throw new ServerError(
      'UserNeedConfirmContactException',
      'Confirm your e-mail or phone number before withdrawing',
    );
  }
  if (isKycBlockEnabled(user) && !user.isVerified) {
    throw new ServerError('KycWithdrawalException', 'Verify your identity before withdrawing');
  }
}
