/**
 * Server sessions: a random 32-byte token goes to the client (cookie or bearer); only its
 * SHA-256 is stored, so a database leak does not leak usable sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users, type SessionKind } from '../db/schema/index.ts';

/** The player a session belongs to, without secrets. */
export type SessionUser = Omit<typeof users.$inferSelect, 'passwordHash' | 'twoFactorSecret'>;

/** A resolved session (never the raw token). */
export interface SessionInfo {
  idHash: string;
  userId: number;
  kind: SessionKind;
  expiresAt: Date;
}

/** A session as found from a token, with its player. */
export interface ResolvedSession {
  session: SessionInfo;
  user: SessionUser;
  /** True when this lookup extended the expiry (the cookie should be re-sent). */
  renewed: boolean;
}

/** SHA-256 (hex) of a session token: the stored id. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Options for a new session. */
export interface NewSession {
  userId: number;
  kind: SessionKind;
  ttlSeconds: number;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Creates a session and returns its raw token (shown to the client once). */
export async function createSession(
  db: Db,
  input: NewSession,
): Promise<{ token: string; session: SessionInfo }> {
  const token = randomBytes(32).toString('base64url');
  const session: SessionInfo = {
    idHash: hashToken(token),
    userId: input.userId,
    kind: input.kind,
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  };
  await db.insert(sessions).values({
    ...session,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    ip: input.ip ?? null,
    // The server's clock, like expiresAt: the session summary measures time signed in from it.
    createdAt: new Date(),
  });
  return { token, session };
}

const userColumns = {
  id: users.id,
  login: users.login,
  fakename: users.fakename,
  currency: users.currency,
  locale: users.locale,
  countryCode: users.countryCode,
  status: users.status,
  isSubscribed: users.isSubscribed,
  isVerified: users.isVerified,
  isOnVerification: users.isOnVerification,
  isKycBlockEnabled: users.isKycBlockEnabled,
  isRegistrationCompleted: users.isRegistrationCompleted,
  isBetting: users.isBetting,
  twoFactorEnabled: users.twoFactorEnabled,
  telegramId: users.telegramId,
  profile: users.profile,
  selfExcludedUntil: users.selfExcludedUntil,
  regTime: users.regTime,
  updatedAt: users.updatedAt,
};

/**
 * Finds a live session of the given kind by its raw token. Sliding expiry: once less than
 * half the TTL is left, the session is extended by a full TTL.
 */
export async function findSession(
  db: Db,
  token: string,
  kind: SessionKind,
  ttlSeconds: number,
): Promise<ResolvedSession | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const idHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), eq(sessions.kind, kind), gt(sessions.expiresAt, now)));
  if (!row) return null;
  let expiresAt = row.session.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - now.getTime() < (ttlSeconds * 1000) / 2) {
    expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    await db
      .update(sessions)
      .set({ expiresAt, lastSeenAt: now })
      .where(eq(sessions.idHash, idHash));
    renewed = true;
  }
  return {
    session: { idHash, userId: row.session.userId, kind, expiresAt },
    user: row.user,
    renewed,
  };
}

/** Ends one session (logout). */
export async function destroySession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a player (self-exclusion, password change, ban). */
export async function destroyUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes expired sessions; returns how many went. */
export async function purgeExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ idHash: sessions.idHash });
  return gone.length;
}
