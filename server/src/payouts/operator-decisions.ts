/**
 * The operator's decisions on a withdrawal (README.md "Operator"): approve one that waits for
 * review, or decline a pending one with a reason for the player. A replay of the decision
 * already taken answers the withdrawal as it is; a decision the withdrawal is past is refused
 * (InvalidRequestException carrying its payout status).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withdrawals } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { refuseFields, type FieldReason } from '../http/refuse-fields.ts';
import { parseTransactionId } from '../cashier/transaction-id.ts';
import { payoutOrder, type PayoutProvider } from './payout-provider.ts';
import { payoutStatus } from './payout-status.ts';
import { approve, decline, type WithdrawalRow } from './withdrawal-transitions.ts';

/** Longest decline reason the player is shown. */
const DECLINE_REASON_MAX = 500;

function notFound(): ServerError {
  return new ServerError('InvalidParameterException', 'Withdrawal not found', {
    invalidParameters: { id: 'Withdrawal not found' },
  });
}

/** The row id behind a public withdrawal id; InvalidParameterException when there is none. */
export async function findOperatorWithdrawal(db: Db, publicId: string): Promise<WithdrawalRow> {
  const ref = parseTransactionId(publicId);
  if (!ref || ref.kind !== 'withdrawal') throw notFound();
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, ref.id));
  if (!row) throw notFound();
  return row;
}

function tooLate(row: WithdrawalRow, decision: string): ServerError {
  const status = payoutStatus(row);
  return new ServerError(
    'InvalidRequestException',
    `A ${status} withdrawal cannot be ${decision}`,
    {
      errorData: { status },
    },
  );
}

/** Approves a withdrawal waiting for review and hands it to the provider. */
export async function approveWithdrawal(
  db: Db,
  provider: PayoutProvider,
  publicId: string,
): Promise<WithdrawalRow> {
  const current = await findOperatorWithdrawal(db, publicId);
  const approved = await approve(db, current.id);
  if (approved) {
    await provider.submit(db, payoutOrder(approved));
    return approved;
  }
  const now = await findOperatorWithdrawal(db, publicId);
  if (now.review === 'approved') return now; // the same decision again
  throw tooLate(now, 'approved');
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Checks a decline reason: trimmed, required, at most DECLINE_REASON_MAX characters, no control
 * characters (it is shown to the player as plain text).
 */
function checkDeclineReason(value: unknown): string {
  const reason = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  let problem: FieldReason | null = null;
  if (!reason) problem = 'requiredField';
  else if ([...reason].length > DECLINE_REASON_MAX) {
    problem = { key: 'maxLength', params: { max: DECLINE_REASON_MAX } };
  } else if (CONTROL.test(reason)) problem = 'wrongField';
  if (problem) throw refuseFields({ reason: problem }, { message: 'Invalid decline reason' });
  return reason;
}

/** Declines a pending withdrawal; the held money returns to the player. */
export async function declineWithdrawal(
  db: Db,
  publicId: string,
  reasonInput: unknown,
): Promise<WithdrawalRow> {
  const reason = checkDeclineReason(reasonInput);
  const current = await findOperatorWithdrawal(db, publicId);
  const declined = await decline(db, current.id, reason);
  if (declined) return declined;
  const now = await findOperatorWithdrawal(db, publicId);
  if (now.status === 'declined') return now; // the same decision again
  throw tooLate(now, 'declined');
}
