/** The auth group: sign-in, registration, recovery, sign-out, and what other groups reuse. */
export { registerAuthGroup } from './auth-group.ts';
export { consumeTwoFactorCode } from './two-factor.ts';
export type { TwoFactorCheck } from './two-factor.ts';
export type { NewPlayer } from './create-player.ts';
export { loginForms } from './find-account.ts';
export { DEFAULT_REGISTRATION_CONFIG } from './registration-config.ts';
export { RESTORE_PURPOSE, RESTORE_CODE_TTL_SECONDS, RESTORE_MAX_ATTEMPTS } from './restore.ts';
export {
  limitAddress,
  limitKey,
  LOGIN_PER_ADDRESS_AND_LOGIN,
  LOGIN_PER_IP,
  RESTORE_SEND_PER_RECIPIENT,
} from './auth-limits.ts';
