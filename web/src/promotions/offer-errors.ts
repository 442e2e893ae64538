/**
 * Messages for failed offer calls (spec §8). A refused `takepromotions` names its reason in
 * `error_data.offer_id` (INVALID, EXPIRED, NOT_AVAILABLE, ALREADY_USED); a refused promo code
 * shows `common.promoCodeErrors.{code}`, INVALID when the code has no text. Connection loss
 * and rate limits get their own words rather than a misleading "not valid".
 */
import { promoCodeActivationError, type PromoCodeFieldError } from '@croupier/core/error-handling';
import { ApiError, NetworkError } from '@croupier/core/errors';
import type { Translate } from '../i18n/index.ts';

function firstCode(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}

/** A message for problems that are not about the offer or the code itself, or null. */
function transportText(t: Translate, error: unknown): string | null {
  if (error instanceof NetworkError)
    return t('promotions.errors.network', 'No connection. Check your network and try again.');
  if (error instanceof ApiError && error.type === 'TooManyRequestsException')
    return t('promotions.errors.tooMany', 'Too many attempts. Wait a few minutes and try again.');
  if (error instanceof ApiError && error.type === 'AuthorizationException')
    return t('promotions.errors.signIn', 'Sign in to continue.');
  return null;
}

/** What the player reads when taking an offer failed. */
export function takeOfferErrorText(t: Translate, error: unknown): string {
  const transport = transportText(t, error);
  if (transport) return transport;
  const code =
    error instanceof ApiError && error.type === 'InvalidParameterException'
      ? firstCode(error.errorData?.offer_id)
      : null;
  switch (code) {
    case 'INVALID':
      return t('promotions.takeErrors.INVALID', 'This offer no longer exists.');
    case 'EXPIRED':
      return t('promotions.takeErrors.EXPIRED', 'This offer has ended.');
    case 'ALREADY_USED':
      return t('promotions.takeErrors.ALREADY_USED', 'You have already taken this offer.');
    case 'NOT_AVAILABLE':
      return t('promotions.takeErrors.NOT_AVAILABLE', 'This offer is not available to you.');
    default:
      return t('common.somethingWentWrong', 'Something went wrong');
  }
}

/** The promo code field's message for a failed activation, with the §8 lookup as the rule. */
export function promoCodeErrorText(
  t: Translate,
  error: unknown,
  hasMessage?: (key: string) => boolean,
): { text: string; failure: PromoCodeFieldError | null } {
  const transport = transportText(t, error);
  if (transport) return { text: transport, failure: null };
  const failure = promoCodeActivationError(error, hasMessage);
  return {
    text: t(failure.messageKey, PROMO_CODE_DEFAULTS[failure.messageKey] ?? INVALID),
    failure,
  };
}

const INVALID = 'This promo code is not valid';

/** Default English texts of the §8 keys (the server's i18n files carry the translations). */
const PROMO_CODE_DEFAULTS: Readonly<Record<string, string>> = {
  'common.promoCodeErrors.INVALID': INVALID,
  'common.promoCodeErrors.EXPIRED': 'This promo code has expired',
  'common.promoCodeErrors.ALREADY_USED': 'You have already used this promo code',
  'common.promoCodeErrors.NOT_AVAILABLE': 'This promo code is not available to you',
};
