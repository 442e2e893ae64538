/**
 * Signing in and signing up (§4, §7; DESIGN §3): password and Telegram login, form and
 * Telegram registration, password recovery, two-factor code checks, the sign-in gate
 * (bans, lock-outs) and the rate limits and back-off that guard them. `groups/auth/` maps
 * the contract's methods onto these; the social sign-in routes (`oauth/`) reuse them.
 */
export type { AuthCall } from './auth-call.ts';
export { limitKey } from './auth-limits.ts';
export { createPlayer } from './create-player.ts';
export { passwordLogin, telegramLogin } from './login.ts';
export { formRegister, telegramRegister } from './register.ts';
export { registrationConfigFor } from './registration-config.ts';
export { registrationFieldErrors } from './registration-fields.ts';
export { restore } from './restore.ts';
export { assertMaySignInNow } from './sign-in-gate.ts';
