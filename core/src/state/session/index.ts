export { isAuthenticated, needsSocialRegistration } from './account-info.ts';
export type { SessionDeps, SessionState, SessionStore } from './session-store.ts';
export { createSessionStore, isSignedIn } from './session-store.ts';
export type {
  AuthFlowError,
  AuthFlowState,
  AuthMode,
  LoginCredentials,
  StoredTwoFactorPayload,
} from './auth-flow.ts';
export {
  INITIAL_AUTH_FLOW,
  authFailed,
  canResend,
  closeAuth,
  loginSucceeded,
  openAuth,
  requireTwoFactor,
  syncSocialRegistration,
  twoFactorFailed,
} from './auth-flow.ts';
export type { AuthFlowDeps, AuthFlowStore } from './auth-flow-store.ts';
export { createAuthFlowStore, toAuthFlowError } from './auth-flow-store.ts';
export type { CountryDependentValues } from './country-change.ts';
export {
  applyCountryChange,
  changeCountry,
  currencyAfterCountryChange,
  initialCurrency,
  personalFieldOptions,
  resolveCurrency,
} from './country-change.ts';
export type { FollowUpInput } from './registration-follow-up.ts';
export { DEPOSIT_PATH, registrationFollowUp } from './registration-follow-up.ts';
export type { RegistrationDeps, RegistrationFlow, RegistrationState } from './registration-flow.ts';
export { REGISTRATION_STORAGE_KEYS, createRegistrationFlow } from './registration-flow.ts';
