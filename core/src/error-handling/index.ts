export * from './error-types.ts';
export * from './two-factor.ts';
export { errorCodeOf } from './error-code.ts';
export {
  errorPageFor,
  isBotUserAgent,
  pageErrorOf,
  type PageError,
  type SystemPage,
} from './page-error.ts';
export {
  REGISTRATION_FIELD_DICTIONARY,
  WRONG_REGISTRATION_KEY,
  registrationErrors,
  type RegistrationErrors,
} from './registration-errors.ts';
export {
  PROMO_CODE_ERROR_CODES,
  PROMO_CODE_FIELD,
  PROMO_CODE_INVALID_KEY,
  promoCheckError,
  promoCodeActivationError,
  promoCodeMessageKey,
  type PromoCodeErrorCode,
  type PromoCodeFieldError,
} from './promo-code-errors.ts';
export {
  WITHDRAWAL_ACTIONS,
  withdrawalAction,
  type WithdrawalAction,
  type WithdrawalActionType,
} from './withdrawal-errors.ts';
export { WRONG_ENTRY_KEY, loginFailure, type LoginFailure } from './login-errors.ts';
