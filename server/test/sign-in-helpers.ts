/** Players to sign in as, for the sign-in tests over HTTP and beside server/src/auth/. */
import { eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { users } from '../src/db/schema/index.ts';
import type { TestServer } from './helpers.ts';

/** A player with `password` and, when `twoFactor`, two-factor on; `secret` is its TOTP key. */
export async function passwordPlayer(
  server: TestServer,
  login: string,
  password: string,
  twoFactor: boolean,
): Promise<{ id: number; login: string; secret: string }> {
  const id = await server.createUser({ login, password });
  const secret = generateSecret();
  if (twoFactor) {
    await server.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: secret })
      .where(eq(users.id, id));
  }
  return { id, login, secret };
}
