/** What the verification popup shows when it cannot start (spec §8 gives no text for it). */
import { ApiError, NetworkError } from '@croupier/core/errors';
import type { Translate } from '../i18n/index.ts';

/** The message of a failed createApplicant / getAccessToken. */
export function verificationErrorText(t: Translate, error: unknown): string {
  if (error instanceof NetworkError)
    return t('verification.errors.network', 'No connection. Check your network and try again.');
  if (!(error instanceof ApiError)) return t('common.somethingWentWrong', 'Something went wrong');
  switch (error.type) {
    case 'AccessDeniedException':
      return t('verification.errors.off', 'Verification is not available right now.');
    case 'TooManyRequestsException':
      return t('verification.errors.tooMany', 'Too many attempts. Wait a while and try again.');
    default:
      return error.message || t('common.somethingWentWrong', 'Something went wrong');
  }
}
