/**
 * The session caches of this process, as the session store reaches them: ending a session
 * here must drop it from every cache at once, without the store knowing about apps (several
 * apps share one process in tests; a transaction is not the app's Db).
 */

/** What a session cache forgets on request. */
export interface SessionInvalidationTarget {
  dropSession(idHash: string): void;
  dropUser(userId: number): void;
}

const targets = new Set<SessionInvalidationTarget>();

/** Registers a cache; the result unregisters it. */
export function addSessionInvalidationTarget(target: SessionInvalidationTarget): () => void {
  targets.add(target);
  return () => targets.delete(target);
}

/** Drops one session from every cache of this process. */
export function dropCachedSession(idHash: string): void {
  for (const target of targets) target.dropSession(idHash);
}

/** Drops every session of a player from every cache of this process. */
export function dropCachedUser(userId: number): void {
  for (const target of targets) target.dropUser(userId);
}
