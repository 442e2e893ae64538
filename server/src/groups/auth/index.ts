/** The auth group (§7); sign-in, registration and recovery live in server/src/auth/. */
export { registerAuthGroup } from './auth-group.ts';
