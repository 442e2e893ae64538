/** Which accounts may start a session: not banned, not deleted, not self-excluded (§6, §8). */
import type { UserStatus } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';

/** The account fields the gate looks at. */
export interface GateFields {
  status: UserStatus;
  selfExcludedUntil: Date | null;
}

/** Throws UserBannedException, UserDeletedException or AccessDeniedException (self-excluded). */
export function assertMaySignIn(account: GateFields, now: Date = new Date()): void {
  if (account.status === 'banned') throw new ServerError('UserBannedException', 'User is banned');
  if (account.status === 'deleted') {
    throw new ServerError('UserDeletedException', 'User is deleted');
  }
  const until = account.selfExcludedUntil;
  // A self-exclusion without an end date is permanent.
  const excluded =
    (account.status === 'self_excluded' && until === null) || (until !== null && until > now);
  if (excluded) {
    throw new ServerError('AccessDeniedException', 'User is self-excluded', {
      errorData: { self_excluded_until: until ? until.toISOString() : null },
    });
  }
}
