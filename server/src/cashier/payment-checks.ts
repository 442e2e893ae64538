/**
 * The checks a deposit or withdrawal passes before money moves (§5, §8): the payment method
 * is offered in the player's currency and matches its id, the amount is within the method's
 * range and step, and the requisites are complete (a saved card may stand for a number).
 */
import type { cashier } from '@croupier/core/contract';
import { depositAmountRule } from '@croupier/core/validation';
import type { Db } from '../db/client.ts';
import { ServerError } from '../errors.ts';
import { refuseField, refuseFields } from '../http/refuse-fields.ts';
import { fromMinor, getBalance, toMinor } from '../ledger/index.ts';
import {
  findMethod,
  savedCards,
  type MethodPurpose,
  type PaymentMethodRow,
} from './payment-methods.ts';
import { checkRequisites } from './requisites-check.ts';

/** The method a payment names, offered for `purpose` in `currency`; refused on method/methodId. */
export async function methodFor(
  db: Db,
  params: { method: string; methodId: number },
  currency: string,
  purpose: MethodPurpose,
): Promise<PaymentMethodRow> {
  const method = await findMethod(db, params.method, currency, purpose);
  if (!method)
    throw refuseField('method', 'wrongField', `Payment method is not available for ${currency}`);
  if (method.id !== params.methodId)
    throw refuseField('methodId', 'wrongField', 'Does not match the method');
  return method;
}

/** A deposit's amount in minor units, within the method's min, max and step; refused on amount. */
export function depositAmount(method: PaymentMethodRow, amount: string): bigint {
  const amountIssue = depositAmountRule(amount, {
    min: Number(fromMinor(method.minDepositMinor)),
    max: Number(fromMinor(method.maxDepositMinor)),
    step: Number(fromMinor(method.stepMinor)),
    currency: method.currency,
  });
  const amountMinor = toMinor(amount);
  // Decided again in minor units: the rule's float arithmetic only words the message.
  const inRange =
    amountMinor >= method.minDepositMinor &&
    amountMinor <= method.maxDepositMinor &&
    amountMinor % method.stepMinor === 0n;
  if (amountIssue || !inRange) {
    throw refuseField('amount', amountIssue ?? 'wrongField');
  }
  return amountMinor;
}

/**
 * A withdrawal's amount in minor units: under the method's minimum is refused on amount;
 * over its maximum is WithdrawalLimitsExceededException with the limits and what is available.
 */
export async function withdrawalAmount(
  db: Db,
  user: { id: number; currency: string },
  method: PaymentMethodRow,
  amount: string,
): Promise<bigint> {
  const amountIssue = depositAmountRule(amount, {
    min: Number(fromMinor(method.minWithdrawalMinor)),
    currency: method.currency,
  });
  const amountMinor = toMinor(amount);
  if (amountIssue || amountMinor < method.minWithdrawalMinor) {
    throw refuseField(
      'amount',
      amountIssue ?? { key: 'minValue', params: { min: fromMinor(method.minWithdrawalMinor) } },
    );
  }
  if (amountMinor > method.maxWithdrawalMinor) {
    throw new ServerError(
      'WithdrawalLimitsExceededException',
      `A single withdrawal is limited to ${fromMinor(method.maxWithdrawalMinor)} ${method.currency}`,
      {
        errorData: {
          min_amount: fromMinor(method.minWithdrawalMinor),
          max_amount: fromMinor(method.maxWithdrawalMinor),
          available_amount: fromMinor(await getBalance(db, user.id, 'main', user.currency)),
          currency: method.currency,
        },
      },
    );
  }
  return amountMinor;
}

/** The requisites to store with a payment, checked against the method and the saved cards. */
export async function storedRequisites(
  db: Db,
  userId: number,
  method: PaymentMethodRow,
  purpose: MethodPurpose,
  requisites: cashier.Requisites | undefined,
): Promise<Record<string, string>> {
  const cards = method.type === 'card' ? await savedCards(db, userId, method.id) : [];
  const checked = checkRequisites(requisites, {
    method,
    purpose,
    savedCardMasks: cards.map((c) => c.card_number),
  });
  if (!checked.ok) {
    throw refuseFields(checked.invalid, { message: 'Invalid requisites' });
  }
  return checked.stored;
}
