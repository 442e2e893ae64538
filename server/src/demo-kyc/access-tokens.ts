/**
 * Verifier SDK access tokens: 32 random bytes handed to the client once; only the SHA-256 is
 * stored. A token is bound to one player's applicant, lives KYC_TOKEN_TTL_SECONDS, and dies
 * with the player (cascade). Issuing a token sweeps the expired ones.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { kycAccessTokens, users } from '../db/schema/index.ts';
import { hashToken } from '../sessions/index.ts';
import { KYC_TOKEN_TTL_SECONDS } from './kyc-rules.ts';

/** What a live token stands for. */
export interface KycTokenGrant {
  userId: number;
  applicantId: string;
  externalActionId: string | null;
}

const TOKEN = /^[\w-]{43}$/;

/** Mints a token for the player's applicant; answers it with its lifetime in seconds. */
export async function issueAccessToken(
  db: Db,
  grant: KycTokenGrant,
): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(kycAccessTokens).values({
    idHash: hashToken(token),
    userId: grant.userId,
    applicantId: grant.applicantId,
    externalActionId: grant.externalActionId,
    expiresAt: sql`now() + make_interval(secs => ${KYC_TOKEN_TTL_SECONDS})`,
  });
  await db.delete(kycAccessTokens).where(lt(kycAccessTokens.expiresAt, sql`now()`));
  return { token, expiresIn: KYC_TOKEN_TTL_SECONDS };
}

/** The grant of a live token whose player is still active, or null (unknown, expired, malformed). */
export async function resolveAccessToken(db: Db, token: unknown): Promise<KycTokenGrant | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      userId: kycAccessTokens.userId,
      applicantId: kycAccessTokens.applicantId,
      externalActionId: kycAccessTokens.externalActionId,
    })
    .from(kycAccessTokens)
    .innerJoin(users, eq(users.id, kycAccessTokens.userId))
    .where(
      and(
        eq(kycAccessTokens.idHash, hashToken(token)),
        gt(kycAccessTokens.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    );
  return row ?? null;
}
