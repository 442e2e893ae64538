/** The auth group: sign-in, registration, recovery, sign-out, and what other groups reuse. */
export { registerAuthGroup } from './auth-group.ts';
export { consumeTwoFactorCode, secondsToNextStep, TOTP_PERIOD } from './two-factor.ts';
export type { TwoFactorCheck } from './two-factor.ts';
export { createPlayer, OPENING_FUN_BALANCE } from './create-player.ts';
export type { NewPlayer } from './create-player.ts';
export { assertMaySignIn, assertMaySignInNow } from './sign-in-gate.ts';
export { findAccountByLogin, isIdentifierTaken, loginForms, phoneDigits } from './find-account.ts';
export { registrationConfigFor, DEFAULT_REGISTRATION_CONFIG } from './registration-config.ts';
export { registrationFieldErrors } from './registration-fields.ts';
export { WRONG_CREDENTIALS, TWO_FACTOR_REQUIRED } from './login.ts';
export { RESTORE_PURPOSE, RESTORE_CODE_TTL_SECONDS, RESTORE_MAX_ATTEMPTS } from './restore.ts';
export {
  limitAddress,
  limitKey,
  LOGIN_PER_ADDRESS_AND_LOGIN,
  LOGIN_PER_IP,
  REGISTER_PER_IP,
  RESTORE_SEND_PER_RECIPIENT,
  RESTORE_SEND_PER_IP,
  RESTORE_VERIFY_PER_RECIPIENT,
  RESTORE_VERIFY_PER_IP,
} from './auth-limits.ts';
