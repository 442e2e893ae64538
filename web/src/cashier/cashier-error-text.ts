/**
 * What a money form shows for a failed call (spec §8): the known cashier error types in the
 * player's language, anything else as the server's message or a generic text.
 */
import { ApiError, NetworkError } from '@croupier/core/errors';
import type { Translate } from '../i18n/index.ts';
import { sentReasonParams } from '@croupier/core/validation';
import { serverReasonText } from '../i18n/rule-reason-text.ts';

/** The form-level message of a failed deposit, withdrawal or cancel. */
export function cashierErrorText(t: Translate, error: unknown): string {
  if (error instanceof NetworkError)
    return t('cashier.errors.network', 'No connection. Check your network and try again.');
  if (!(error instanceof ApiError)) return t('common.somethingWentWrong', 'Something went wrong');
  switch (error.type) {
    case 'BillingDepositLimitExceededException':
      return t(
        'cashier.errors.depositLimit',
        'This deposit is over your deposit limit for the period.',
      );
    case 'BillingTransactionDeclinedException':
      return t('cashier.errors.declined', 'The payment was declined.');
    case 'BillingUnavailableException':
      return t(
        'cashier.errors.unavailable',
        'Payments are unavailable right now. Try again later.',
      );
    case 'BillingServiceErrorException':
      return t(
        'cashier.errors.serviceError',
        'The payment provider could not process this. Try again later.',
      );
    case 'UnknownErrorException':
      return t(
        'cashier.errors.unknown',
        'Something unexpected happened with the payment. Try again later.',
      );
    case 'RequisitesOnVerificationException':
      return t(
        'cashier.errors.requisitesOnVerification',
        'These payment details are being verified. Try again once they are confirmed.',
      );
    case 'RequisitesValidationRequiredException':
      return t(
        'cashier.errors.requisitesValidationRequired',
        'Confirm these payment details with your bank, then try again.',
      );
    case 'RequisitesFraudulentException':
      return t(
        'cashier.errors.requisitesFraudulent',
        'These payment details cannot be used. Choose other ones or contact support.',
      );
    case 'WithdrawalLimitsExceededException':
      return t('cashier.errors.withdrawalLimit', 'The amount is over the withdrawal limit.');
    case 'WithdrawalLimitsPeriodExceededException':
      return t(
        'cashier.errors.withdrawalPeriodLimit',
        'You have reached the withdrawal limit for today.',
      );
    case 'WithdrawalDeclinedException':
      return t('cashier.errors.withdrawalDeclined', 'The withdrawal was declined.');
    case 'TooManyRequestsException':
      return t('cashier.errors.tooMany', 'Too many attempts. Wait a moment and try again.');
    default:
      return error.message || t('common.somethingWentWrong', 'Something went wrong');
  }
}

/**
 * Field errors the server named (`invalid_parameters`), keyed by our form's field names, in
 * the player's language when they are §5 reasons.
 */
export function serverFieldErrors(t: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.invalidParameters) return {};
  const fields: Record<string, string> = {};
  for (const [name, reason] of Object.entries(error.invalidParameters)) {
    const params = sentReasonParams(error.errorData, name);
    fields[name.replace(/^requisites\./, '')] = serverReasonText(t, reason, params);
  }
  return fields;
}
