/**
 * Signing in and signing up (§4, §7; DESIGN §3): password and Telegram login, form and
 * Telegram registration, password recovery, two-factor code checks, the sign-in gate
 * (bans, lock-outs) and the rate limits and back-off that guard them. `groups/auth/` maps
 * the contract's methods onto these; the social sign-in routes (`oauth/`) reuse them.
 */
export type { AuthCall } from './auth-call.ts';
export {
  limitAddress,
  limitKey,
  LOGIN_PER_ADDRESS_AND_LOGIN,
  LOGIN_PER_IP,
  RESTORE_SEND_PER_RECIPIENT,
} from './auth-limits.ts';
export { createPlayer } from './create-player.ts';
export type { NewPlayer } from './create-player.ts';
export { loginForms } from './find-account.ts';
export { passwordLogin, telegramLogin } from './login.ts';
export { formRegister, telegramRegister } from './register.ts';
export { DEFAULT_REGISTRATION_CONFIG, registrationConfigFor } from './registration-config.ts';
export { registrationFieldErrors } from './registration-fields.ts';
export {
  restore,
  RESTORE_CODE_TTL_SECONDS,
  RESTORE_MAX_ATTEMPTS,
  RESTORE_PURPOSE,
} from './restore.ts';
export { assertMaySignInNow } from './sign-in-gate.ts';
export { consumeTwoFactorCode } from './two-factor.ts';
export type { TwoFactorCheck } from './two-factor.ts';
