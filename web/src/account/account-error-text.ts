/**
 * Texts of failed account calls (§8): the reference server's reasons in the player's language
 * (its own phrases here, core's §5 defaults through their `validation.*` keys), two-factor
 * codes by core's classification, and a form-level text for everything else.
 */
import { twoFactorErrorKind, TWO_FACTOR_MESSAGES } from '@croupier/core/error-handling';
import { ApiError, NetworkError } from '@croupier/core/errors';
import type { Translate } from '../i18n/index.ts';
import { ruleReasonText } from '../i18n/rule-reason-text.ts';

/** Reasons server/src/groups/account answers on a field, with their i18n keys. */
export const ACCOUNT_PHRASES: Readonly<Record<string, string>> = {
  'This nickname is already taken': 'profile.errors.nicknameTaken',
  'This contact is already in use': 'profile.errors.contactInUse',
  'The currency cannot be changed after a deposit': 'profile.errors.currencyLocked',
  'This currency is not available': 'profile.errors.currencyUnavailable',
  'The new password must differ from the current one': 'profile.errors.samePassword',
  'Code is invalid': 'profile.errors.codeInvalid',
  'Time expired': 'profile.errors.codeExpired',
  'No contact of this type': 'profile.errors.noContact',
  'The contact is already confirmed': 'profile.errors.alreadyConfirmed',
  'Registration from this country is not available': 'profile.errors.countryUnavailable',
};

/** A server reason in the player's language; unknown reasons are shown as sent. */
export function accountReasonText(t: Translate, reason: string): string {
  const key = ACCOUNT_PHRASES[reason];
  return key ? t(key, reason) : (ruleReasonText(t, reason) ?? reason);
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
      fields[name] = accountReasonText(t, reason);
    }
  }
  return fields;
}
