/**
 * Sessions resolved in the last few seconds, kept in-process so a signed-in call does not read
 * its session and player from the database each time (issue 15: getBalance). An entry is
 * dropped:
 * - at once on this instance when the session or every session of the player ends here
 *   (`destroySession`, `destroyUserSessions` reach every cache through session-invalidation.ts);
 * - when the database says a session row or a player row changed or went (triggers of
 *   drizzle/0003 publish on SESSION_CHANNEL): every instance drops it within the notification's
 *   delivery, and PGlite delivers before the changing statement returns;
 * - after `maxAgeMs` in any case, and everything when the listening connection was lost.
 * A lookup that raced an invalidation is answered but not kept, so a revoked session is never
 * written back into the cache by a read that started before the revocation.
 */
import type { Db } from '../db/client.ts';
import type { SessionKind } from '../db/schema/index.ts';
import { addSessionInvalidationTarget } from './session-invalidation.ts';
import { findSession, hashToken, isSessionToken, type ResolvedSession } from './session-store.ts';

/** The channel the database publishes session and player changes on. */
export const SESSION_CHANNEL = 'croupier_session';

interface Entry {
  resolved: Omit<ResolvedSession, 'renewed'>;
  cachedAt: number;
}

/** The session cache of one app. */
export class SessionCache {
  readonly #unregister: () => void;
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<number, Set<string>>();
  #generation = 0;

  /** `maxAgeMs` 0 turns the cache off (every lookup reads the database). */
  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.#unregister = addSessionInvalidationTarget(this);
  }

  /** Stops taking part in process-wide invalidation (the app closed). */
  close(): void {
    this.#unregister();
    this.clear();
  }

  /** findSession through the cache. The user object is shared between requests: read only. */
  async find(
    db: Db,
    token: string,
    kind: SessionKind,
    ttlSeconds: number,
  ): Promise<ResolvedSession | null> {
    if (this.maxAgeMs <= 0 || !isSessionToken(token))
      return findSession(db, token, kind, ttlSeconds);
    const idHash = hashToken(token);
    const now = this.now();
    const entry = this.#entries.get(idHash);
    if (entry && entry.resolved.session.kind === kind && now - entry.cachedAt < this.maxAgeMs) {
      const left = entry.resolved.session.expiresAt.getTime() - now;
      // Past half its TTL the session is renewed, which is the database's to do.
      if (left >= (ttlSeconds * 1000) / 2) return { ...entry.resolved, renewed: false };
    }
    const generation = this.#generation;
    const found = await findSession(db, token, kind, ttlSeconds);
    if (found && generation === this.#generation) {
      this.#store(idHash, {
        resolved: { session: found.session, user: found.user },
        cachedAt: now,
      });
    }
    return found;
  }

  /** Forgets one session. */
  dropSession(idHash: string): void {
    this.#generation += 1;
    const entry = this.#entries.get(idHash);
    if (!entry) return;
    this.#entries.delete(idHash);
    this.#byUser.get(entry.resolved.user.id)?.delete(idHash);
  }

  /** Forgets every session of a player. */
  dropUser(userId: number): void {
    this.#generation += 1;
    for (const idHash of this.#byUser.get(userId) ?? []) this.#entries.delete(idHash);
    this.#byUser.delete(userId);
  }

  /** Forgets everything. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#byUser.clear();
  }

  /** Applies a SESSION_CHANNEL payload: `s:<id hash>`, `u:<user id>` or `*`. */
  onNotification(payload: string): void {
    if (payload.startsWith('s:')) this.dropSession(payload.slice(2));
    else if (payload.startsWith('u:') && /^\d+$/.test(payload.slice(2)))
      this.dropUser(Number(payload.slice(2)));
    else this.clear();
  }

  #store(idHash: string, entry: Entry): void {
    this.#entries.delete(idHash);
    this.#entries.set(idHash, entry);
    const userId = entry.resolved.user.id;
    const ids = this.#byUser.get(userId);
    if (ids) ids.add(idHash);
    else this.#byUser.set(userId, new Set([idHash]));
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.dropSession(oldest);
    }
  }
}
