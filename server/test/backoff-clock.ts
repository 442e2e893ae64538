/**
 * The sign-in back-off's clock for tests: instead of waiting (and racing a busy machine),
 * a test moves a bucket's last attempt — to "just now" (the wait is certainly not over) or
 * back by some seconds (that much time has passed).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { rateLimitBuckets } from '../src/db/schema/index.ts';
import { limitKey } from '../src/auth/index.ts';
import { limitAddress, LOGIN_PER_ADDRESS_AND_LOGIN } from '../src/auth/auth-limits.ts';
import { loginForms } from '../src/auth/find-account.ts';

/** The back-off bucket of sign-ins on `login` from `ip`. */
export function pairKey(ip: string, login: string): string {
  return limitKey('login:pair', `${limitAddress(ip)} ${loginForms(login).canonical}`);
}

/** Makes the bucket's last attempt "now", so its wait has certainly not passed yet. */
export async function lastAttemptNow(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({
      resetAt: sql`now() + make_interval(secs => ${LOGIN_PER_ADDRESS_AND_LOGIN.windowSeconds})`,
    })
    .where(eq(rateLimitBuckets.key, key));
}

/** Lets `seconds` pass for the bucket (its last attempt moves that far into the past). */
export async function elapse(db: Db, key: string, seconds: number): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ resetAt: sql`${rateLimitBuckets.resetAt} - make_interval(secs => ${seconds})` })
    .where(eq(rateLimitBuckets.key, key));
}
