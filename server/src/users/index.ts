/** Players: creation and password hashing. */
export { hashPassword, verifyPassword } from './password.ts';
export { createUser } from './create-user.ts';
export type { NewUser } from './create-user.ts';
