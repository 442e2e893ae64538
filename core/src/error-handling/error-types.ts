/** Every server `error.type` value (spec §8), exactly as spelled there. */
export const ERROR_TYPES = [
  'UnknownErrorException',
  'ApplicationDisabledException',
  'MethodNotFoundException',
  'AuthorizationException',
  'InvalidRequestException',
  'InternalServerErrorException',
  'AccessDeniedException',
  'UserDeletedException',
  'UserBannedException',
  'UserNeedDepositException',
  'UserNeedProfileDataException',
  'UserNeedConfirmContactException',
  'ApplicationUnavailableException',
  'InvalidParameterException',
  'TooManyRequestsException',
  'BillingServiceErrorException',
  'BillingTransactionDeclinedException',
  'BillingUnavailableException',
  'BillingDepositLimitExceededException',
  'WithdrawalDeclinedException',
  'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException',
  'KycUserProfileException',
  'KycWithdrawalException',
  'StorageQuotaExceededException',
  'SumsubVerificationRequiredException',
  'RequisitesOnVerificationException',
  'RequisitesValidationRequiredException',
  'RequisitesFraudulentException',
] as const;

/** One of §8's 29 error types. */
export type ErrorType = (typeof ERROR_TYPES)[number];

const known = new Set<string>(ERROR_TYPES);

/** True when `value` is one of §8's error types. */
export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && known.has(value);
}

/** The HTTP status the reference server answers with for each error type. */
export const ERROR_STATUS: Readonly<Record<ErrorType, number>> = {
  UnknownErrorException: 500,
  ApplicationDisabledException: 503,
  MethodNotFoundException: 404,
  AuthorizationException: 401,
  InvalidRequestException: 400,
  InternalServerErrorException: 500,
  AccessDeniedException: 403,
  UserDeletedException: 403,
  UserBannedException: 403,
  UserNeedDepositException: 400,
  UserNeedProfileDataException: 400,
  UserNeedConfirmContactException: 400,
  ApplicationUnavailableException: 503,
  InvalidParameterException: 422,
  TooManyRequestsException: 429,
  BillingServiceErrorException: 502,
  BillingTransactionDeclinedException: 400,
  BillingUnavailableException: 503,
  BillingDepositLimitExceededException: 400,
  WithdrawalDeclinedException: 400,
  WithdrawalLimitsExceededException: 400,
  WithdrawalLimitsPeriodExceededException: 400,
  KycUserProfileException: 400,
  KycWithdrawalException: 400,
  StorageQuotaExceededException: 413,
  SumsubVerificationRequiredException: 400,
  RequisitesOnVerificationException: 400,
  RequisitesValidationRequiredException: 400,
  RequisitesFraudulentException: 400,
};
