/**
 * Who may withdraw at all (§8 withdrawal errors): a player needs a confirmed e-mail or phone
 * (UserNeedConfirmContactException), and, while the operator has switched the KYC block on
 * for them, a verified identity (KycWithdrawalException).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import type { SessionUser } from '../sessions/index.ts';

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
  if (user.isKycBlockEnabled && !user.isVerified) {
    throw new ServerError('KycWithdrawalException', 'Verify your identity before withdrawing');
  }
}
