/**
 * What a bonus, free-spin or cashback action shows when it fails (spec §8 gives no texts for
 * these, so the known server answers get their own — server/src/rewards/README.md — and any
 * other answer falls back to the server's message or a generic text).
 */
import { ApiError, NetworkError } from '@croupier/core/errors';
import type { Translate } from '../i18n/index.ts';

/** The `error_data.reason` of a refused reward action, when the server gave one. */
function rewardErrorReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.errorData?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** The message of a failed bonus or cashback action, in the player's language. */
export function rewardErrorText(t: Translate, error: unknown): string {
  if (error instanceof NetworkError)
    return t('rewards.errors.network', 'No connection. Check your network and try again.');
  if (!(error instanceof ApiError)) return t('common.somethingWentWrong', 'Something went wrong');
  switch (rewardErrorReason(error)) {
    case 'bonus_isolation':
      return t(
        'rewards.errors.isolation',
        'Another bonus is in play. Finish or remove it before activating this one.',
      );
    case 'bonus_status':
      return t(
        'rewards.errors.status',
        'This bonus has changed in the meantime. The list is up to date now.',
      );
    case 'already_paid_out':
      return t('rewards.errors.alreadyPaid', 'This cashback has already been paid out.');
    case 'expired':
      return t('rewards.errors.expired', 'The time to claim this has run out.');
  }
  switch (error.type) {
    case 'InvalidParameterException':
      return t('rewards.errors.notFound', 'This reward is no longer available.');
    case 'TooManyRequestsException':
      return t('rewards.errors.tooMany', 'Too many attempts. Wait a moment and try again.');
    case 'AccessDeniedException':
      return t('rewards.errors.denied', 'This is not available for your account.');
    default:
      return error.message || t('common.somethingWentWrong', 'Something went wrong');
  }
}
