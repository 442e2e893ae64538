/**
 * Texts of refused responsible-gaming calls (§8 types, as the contract extension documents
 * them): a confirmation before the cooling-off ends says from when it can be confirmed, a tool
 * the operator switched off says so, anything else falls back to the account forms' texts.
 */
import { formatDateTime } from '@croupier/core/format';
import { ApiError } from '@croupier/core/errors';
import { accountErrorText } from '../profile/account-error-text.ts';
import type { Translate } from '../i18n/index.ts';

/** The form-level text of a failed limit, time-out, exclusion or reality-check call. */
export function rgErrorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.type === 'AccessDeniedException') {
    const data = error.errorData as { effective_at?: unknown } | null | undefined;
    if (typeof data?.effective_at === 'string') {
      return t('rg.errors.coolingOff', 'You can confirm this change from {date}.', {
        date: formatDateTime(data.effective_at),
      });
    }
    return t('rg.errors.off', 'This tool is not available at the moment.');
  }
  if (error instanceof ApiError && error.type === 'InvalidParameterException') {
    return t('rg.errors.invalid', 'Check the value and try again.');
  }
  return accountErrorText(t, error);
}

/** True when the server refused a value it names (`invalid_parameters`). */
export function isFieldRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.type === 'InvalidParameterException' &&
    Boolean(error.invalidParameters)
  );
}
