/**
 * Which accounts may start a session: not banned, not deleted, not taking a break or
 * self-excluded (§6, §8; issue 18). A block answers UserBannedException — §8's "user blocked"
 * screen — with `error_data` saying what it is and until when (`kind`, `until`, and `period`
 * and `started_at` when the player took it through account.startTimeOut or selfExclude).
 */
import type { Db } from '../db/client.ts';
import type { UserStatus } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { activeBlock, blockedError } from '../responsible-gaming/index.ts';

/** The account fields the gate looks at. */
export interface GateFields {
  status: UserStatus;
  selfExcludedUntil: Date | null;
}

// Exported for its unit test: every status and date, without a database.
/** Throws UserBannedException (banned or blocked) or UserDeletedException. */
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
    const untilText = until ? until.toISOString() : null;
    throw new ServerError('UserBannedException', 'User is self-excluded', {
      errorData: { kind: 'self_exclusion', until: untilText, self_excluded_until: untilText },
    });
  }
}

/**
 * The gate with the player's own block looked up, so the refusal names the time-out or
 * self-exclusion they took (the sign-in and Telegram launch paths use this one).
 */
export async function assertMaySignInNow(
  db: Db,
  account: GateFields & { id: number },
  now: Date = new Date(),
): Promise<void> {
  if (account.status === 'banned' || account.status === 'deleted') assertMaySignIn(account, now);
  const block = await activeBlock(db, account.id, now);
  if (block) throw blockedError(block);
  assertMaySignIn(account, now);
}
