/**
 * What a failed loyalty action (a purchase, a new character) says (spec §8): the connection,
 * too many attempts and an expired session in the player's language, anything else as the
 * server's message or a generic text.
 */
import { ApiError, NetworkError } from '@croupier/core/errors';
import type { Translate } from '../i18n/index.ts';

/** The message of a failed loyalty call. */
export function loyaltyErrorText(t: Translate, error: unknown): string {
  if (error instanceof NetworkError)
    return t('loyalty.errors.network', 'No connection. Check your network and try again.');
  if (!(error instanceof ApiError)) return t('common.somethingWentWrong', 'Something went wrong');
  switch (error.type) {
    case 'TooManyRequestsException':
      return t('loyalty.errors.tooMany', 'Too many attempts. Wait a moment and try again.');
    case 'AuthorizationException':
      return t('loyalty.errors.signIn', 'Please log in again to continue.');
    case 'InvalidRequestException':
      if (error.errorData?.reason === 'OUT_OF_STOCK')
        return t('loyalty.errors.outOfStock', 'This product is sold out.');
      return error.message || t('common.somethingWentWrong', 'Something went wrong');
    default:
      return error.message || t('common.somethingWentWrong', 'Something went wrong');
  }
}
