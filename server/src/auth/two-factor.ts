/**
 * TOTP two-factor codes (RFC 6238, 30-second steps, 6 digits) with single use: the last
 * accepted time step is stored per player, and only a later step is accepted afterwards, so a
 * code seen over a shoulder or in a log cannot be replayed within its window.
 */
import { sql } from 'drizzle-orm';
import { verify } from 'otplib';
import type { Db } from '../db/client.ts';
import { twoFactorSteps } from '../db/schema/index.ts';

/** Seconds per TOTP step. */
const TOTP_PERIOD = 30;
/** Clock drift accepted each way, in seconds (one step). */
const DRIFT_SECONDS = TOTP_PERIOD;
/** How far back a code still reads as "expired" rather than "invalid". */
const EXPIRED_LOOKBACK_SECONDS = 10 * 60;

/** The outcome of checking a code. */
export type TwoFactorCheck = 'ok' | 'invalid' | 'expired' | 'reused';

/** Seconds until the authenticator shows the next code (the twofa step's resend timer). */
export function secondsToNextStep(now: number = Date.now()): number {
  const seconds = Math.floor(now / 1000);
  return TOTP_PERIOD - (seconds % TOTP_PERIOD);
}

/**
 * Checks a 6-digit code against the player's secret and, when it is good, records its time
 * step atomically so the same code can never be accepted twice (even by concurrent calls).
 */
export async function consumeTwoFactorCode(
  db: Db,
  userId: number,
  secret: string,
  code: string,
  now: number = Date.now(),
): Promise<TwoFactorCheck> {
  const epoch = Math.floor(now / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: DRIFT_SECONDS });
  if (!result.valid || !('timeStep' in result)) {
    const late = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: [EXPIRED_LOOKBACK_SECONDS, 0],
    });
    return late.valid ? 'expired' : 'invalid';
  }
  const step = result.timeStep;
  const stored = await db
    .insert(twoFactorSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: twoFactorSteps.userId,
      set: { lastStep: step, updatedAt: sql`now()` },
      setWhere: sql`${twoFactorSteps.lastStep} < ${step}`,
    })
    .returning({ lastStep: twoFactorSteps.lastStep });
  return stored.length === 1 ? 'ok' : 'reused';
}
