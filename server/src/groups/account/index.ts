/** The account group (§7) and what other parts of the server reuse from it. */
export { registerAccountGroup } from './account-group.ts';
export { issueAccessToken, verifyAccessToken, ACCESS_TOKEN_TTL_S } from './access-token.ts';
export {
  createUnsubscribeToken,
  readUnsubscribeToken,
  unsubscribeUrl,
  UNSUBSCRIBE_TOKEN_TTL_S,
} from './unsubscribe-token.ts';
export type { UnsubscribeScope } from './unsubscribe-token.ts';
export {
  newTwoFactorSecret,
  twoFactorUri,
  currentTwoFactorCode,
  TWO_FACTOR_ISSUER,
} from './two-factor.ts';
export { TWO_FACTOR_CODE_INVALID, TWO_FACTOR_CODE_EXPIRED } from './security-methods.ts';
export {
  sendContactCode,
  checkContactCode,
  newConfirmationCode,
  CONTACT_CODE_TTL_S,
  CONTACT_CODE_RESEND_S,
  CONTACT_CODE_MAX_ATTEMPTS,
  CONFIRM_CONTACT_TEMPLATE,
  CODE_MESSAGES,
} from './contact-codes.ts';
export { normaliseContact } from './contact-address.ts';
export type { NormalisedContact } from './contact-address.ts';
export { accountInfoOf, balancesOf, zeroBalances, profileOf } from './account-info.ts';
export {
  personalDataFields,
  requiredProfileFields,
  isSupportedCountry,
  SUPPORTED_COUNTRIES,
  DEFAULT_COUNTRY,
} from './personal-data-fields.ts';
export { PHONE_COUNTRIES, findPhoneCountry, countryName } from './phone-countries.ts';
export { REGIONS } from './regions.ts';
export { CURRENCY_RATES } from './currency-rates.ts';
export { LOCALE_COOKIE } from './profile-methods.ts';
