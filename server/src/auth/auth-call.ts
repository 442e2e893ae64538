/**
 * What a sign-in, registration or recovery takes from the call around it, named one by one:
 * the database, the limits' counters, the caller's address and a way to start the session.
 * The handlers in groups/auth/ build it from the request and reply, so the domain functions
 * here know nothing of HTTP and run in tests against a database alone.
 */
import type { Db } from '../db/client.ts';
import type { AuthLimiter } from './auth-limits.ts';

/** Starts the player's session once every factor has passed (the handler's cookie or token). */
interface SessionStarter {
  /** A fresh cookie session; a session the request carried is ended first (no fixation). */
  cookie(userId: number): Promise<void>;
  /** A bearer token (the Mini App: Telegram's iframe never sends Lax cookies). */
  bearer(userId: number): Promise<string>;
}

/** One call of sign-in or registration. */
export interface AuthCall {
  db: Db;
  limiter: AuthLimiter;
  /** The client's address, which the per-address limits count. */
  ip: string;
  sessions: SessionStarter;
}
