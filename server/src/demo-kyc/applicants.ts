/**
 * Applicants: one per player, created on the first createApplicant (or getAccessToken) and
 * answered again afterwards — so two concurrent first calls still make one applicant.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { kycApplicants } from '../db/schema/index.ts';
import { KYC_LEVEL_NAME } from './kyc-rules.ts';

/** An applicant as stored. */
export type Applicant = typeof kycApplicants.$inferSelect;

/** The verifier's external user id of a player (what the SDK token names). */
export function externalUserId(userId: number): string {
  return `croupier-player-${userId}`;
}

/** The player's applicant, or null before createApplicant. */
async function findApplicant(db: Db, userId: number): Promise<Applicant | null> {
  const [row] = await db.select().from(kycApplicants).where(eq(kycApplicants.userId, userId));
  return row ?? null;
}

/** The player's applicant, created at KYC_LEVEL_NAME when there is none yet. */
export async function ensureApplicant(db: Db, userId: number): Promise<Applicant> {
  const existing = await findApplicant(db, userId);
  if (existing) return existing;
  await db
    .insert(kycApplicants)
    .values({ id: randomBytes(12).toString('hex'), userId, levelName: KYC_LEVEL_NAME })
    .onConflictDoNothing({ target: kycApplicants.userId });
  const created = await findApplicant(db, userId);
  if (!created) throw new Error(`Applicant of player ${userId} vanished`);
  return created;
}
