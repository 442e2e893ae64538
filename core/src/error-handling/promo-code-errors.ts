/**
 * Promo code messages (spec §8): an activation failure shows the first code of
 * `error_data.promo_code` as `common.promoCodeErrors.{code}` (INVALID when there is no such
 * text), on the promo_code field; a falsy promo check shows INVALID.
 */
import { ApiError } from '../errors.ts';

/** Promo code error codes the reference server sends and the default texts cover. */
export const PROMO_CODE_ERROR_CODES = [
  'INVALID',
  'EXPIRED',
  'ALREADY_USED',
  'NOT_AVAILABLE',
] as const;

/** One of `PROMO_CODE_ERROR_CODES`. */
export type PromoCodeErrorCode = (typeof PROMO_CODE_ERROR_CODES)[number];

/** The form field promo code errors show on. */
export const PROMO_CODE_FIELD = 'promo_code';

/** The fallback message key. */
export const PROMO_CODE_INVALID_KEY = 'common.promoCodeErrors.INVALID';

/** What the promo code field shows. */
export interface PromoCodeFieldError {
  field: typeof PROMO_CODE_FIELD;
  messageKey: string;
  /** The server's code (null when it sent none), for the promocode-not-found event. */
  code: string | null;
}

/** The i18n key of a promo code error code. */
export function promoCodeMessageKey(code: string): string {
  return `common.promoCodeErrors.${code}`;
}

/**
 * The field error for a failed activation. `hasMessage` says whether a translation exists for
 * a key; by default only the known codes have one.
 */
export function promoCodeActivationError(
  error: unknown,
  hasMessage: (key: string) => boolean = isKnownCodeKey,
): PromoCodeFieldError {
  const code = firstCode(error instanceof ApiError ? error.errorData?.promo_code : undefined);
  const key = code === null ? null : promoCodeMessageKey(code);
  return {
    field: PROMO_CODE_FIELD,
    messageKey: key !== null && hasMessage(key) ? key : PROMO_CODE_INVALID_KEY,
    code,
  };
}

/** The field error for a promo check answer: INVALID when falsy, otherwise none. */
export function promoCheckError(result: unknown): PromoCodeFieldError | null {
  return result
    ? null
    : { field: PROMO_CODE_FIELD, messageKey: PROMO_CODE_INVALID_KEY, code: null };
}

const knownKeys = new Set<string>(PROMO_CODE_ERROR_CODES.map(promoCodeMessageKey));

function isKnownCodeKey(key: string): boolean {
  return knownKeys.has(key);
}

function firstCode(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}
