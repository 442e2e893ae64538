/**
 * Texts of failed account calls (§8): the server's reason codes in the player's language
 * (i18n/rule-reason-text.ts), two-factor codes by core's classification, and a form-level
 * text for everything else.
 */
import { twoFactorErrorKind, TWO_FACTOR_MESSAGES } from '@croupier/core/error-handling';
import { ApiError, NetworkError } from '@croupier/core/errors';
import { sentReasonParams } from '@croupier/core/validation';
import type { Translate } from '../i18n/index.ts';
import { serverReasonText } from '../i18n/rule-reason-text.ts';

/** A server reason in the player's language; a reason that is no code is shown as sent. */
export function accountReasonText(
  t: Translate,
  reason: string,
  params?: Record<string, string | number>,
): string {
  return serverReasonText(t, reason, params);
}

/** i18n keys of the two-factor code messages (§8), shared with the login step. */
const TWO_FACTOR_KEYS = {
  digitsCount: 'auth.codeDigits',
  timeExpired: 'auth.timeExpired',
  invalidCode: 'auth.codeInvalid',
  somethingWrong: 'auth.somethingWrong',
} as const;

/** The text of a refused authenticator code (§8 Two-factor messages). */
export function twoFactorCodeText(t: Translate, error: unknown): string {
  const reason = error instanceof ApiError ? error.invalidParameters?.code : undefined;
  const kind = twoFactorErrorKind(reason ? new Error(reason) : error);
  return t(TWO_FACTOR_KEYS[kind], TWO_FACTOR_MESSAGES[kind]);
}

/** The form-level text of a failed account call that named no field. */
export function accountErrorText(t: Translate, error: unknown): string {
  if (error instanceof NetworkError)
    return t('profile.errors.network', 'No connection. Check your network and try again.');
  if (error instanceof ApiError && error.type === 'TooManyRequestsException')
    return t('profile.errors.tooMany', 'Too many attempts. Wait a little and try again.');
  return t('profile.errors.failed', 'That did not work. Please try again.');
}

/** Field errors the server named (`invalid_parameters`), in the player's language. */
export function accountFieldErrors(t: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.invalidParameters) return {};
  const fields: Record<string, string> = {};
  for (const [name, reason] of Object.entries(error.invalidParameters)) {
    if (typeof reason === 'string' && reason.trim() !== '') {
      fields[name] = accountReasonText(t, reason, sentReasonParams(error.errorData, name));
    }
  }
  return fields;
}
