/**
 * The player's account (§7): what the account shows (balances, profile), profile changes and
 * personal-data fields, contacts and their codes, unsubscribe links, two-factor secrets,
 * access tokens, and the reference lists (currency rates, regions, phone countries). The
 * contract's methods are mapped onto these in `groups/account/*-methods.ts`.
 */
export { issueAccessToken, verifyAccessToken } from './access-token.ts';
export { accountInfoOf, balancesFrom, profileOf } from './account-info.ts';
export {
  addContact,
  changeSubscription,
  confirmContact,
  sendContactConfirmation,
  unsubscribeByToken,
  unsubscribePlayer,
} from './contacts.ts';
export { CURRENCY_RATES } from './currency-rates.ts';
export {
  DEFAULT_COUNTRY,
  isSupportedCountry,
  personalDataFields,
  requiredProfileFields,
} from './personal-data-fields.ts';
export { countryName, findPhoneCountry, PHONE_COUNTRIES } from './phone-countries.ts';
export { applyProfileChanges } from './profile-changes.ts';
export {
  changeFakename,
  changeLocale,
  saveProfileInfo,
  setCurrency,
  setOnVerification,
} from './profile.ts';
export type { ProfileParams } from './profile-changes.ts';
export { changePassword, confirmTwoFactor, disableTwoFactor, startTwoFactor } from './security.ts';
