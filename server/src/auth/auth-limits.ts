/**
 * Rate limits of sign-in, registration and password recovery (per address, per address and
 * identifier, per recipient).
 *
 * Sign-in is never limited per login alone: a lock on the login would let anyone who knows
 * it keep the owner out (ten wrong passwords from anywhere used to lock the account for 15
 * minutes). Instead each (address, login) pair backs off progressively and each address has
 * a budget over all logins, so a guesser is slowed where it guesses from while the owner,
 * elsewhere, signs in as usual. There is no global per-login ceiling either: with the pair
 * back-off, even a low one would only be reachable with hundreds of addresses, and whoever
 * has those could then lock any player out — the defence against such guessers is the
 * password rules and two-factor codes, not the owner's lock-out.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import {
  enforceRateLimit,
  tooManyRequests,
  type BackoffRule,
  type RateLimiter,
  type RateLimitRule,
} from '../http/rate-limit.ts';

/** The counters sign-in, registration and recovery spend, and how far per-IP limits scale. */
export interface AuthLimiter {
  store: RateLimiter;
  /** RATE_LIMIT_IP_FACTOR: per-IP limits are multiplied by it (many players behind one NAT). */
  ipFactor: number;
}

/**
 * Sign-in attempts (passwords and two-factor codes alike) per address and login: five at
 * once, then 2 s, 4 s, 8 s … up to 15 minutes between attempts; forgotten an hour after the
 * last one, or at once when the owner signs in from that address.
 */
export const LOGIN_PER_ADDRESS_AND_LOGIN: BackoffRule = {
  free: 5,
  baseSeconds: 2,
  maxSeconds: 15 * 60,
  windowSeconds: 60 * 60,
};
/** Login attempts per address (many identifiers from one place). */
export const LOGIN_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 15 * 60 };
/** Registrations per IP address. */
export const REGISTER_PER_IP: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };
/** Recovery codes sent per e-mail or phone. */
export const RESTORE_SEND_PER_RECIPIENT: RateLimitRule = { limit: 3, windowSeconds: 15 * 60 };
/** Recovery codes sent per IP address. */
export const RESTORE_SEND_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
/** Attempts at entering a recovery code per e-mail or phone. */
export const RESTORE_VERIFY_PER_RECIPIENT: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
/** Attempts at entering a recovery code per IP address. */
export const RESTORE_VERIFY_PER_IP: RateLimitRule = { limit: 50, windowSeconds: 15 * 60 };

/**
 * The address a limit counts: the IP, or for IPv6 its /64 network — one subscriber gets a
 * whole /64 and could otherwise take a fresh address for every attempt.
 */
export function limitAddress(ip: string): string {
  const bare = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = bare.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** A bucket key that does not store the identifier itself (e-mails stay out of the table). */
export function limitKey(scope: string, value: string): string {
  return `${scope}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

/** Counts one hit on each `[key, rule]`; throws TooManyRequestsException with Retry-After. */
export async function hitLimits(
  limiter: AuthLimiter,
  buckets: readonly (readonly [string, RateLimitRule])[],
): Promise<void> {
  for (const [key, rule] of buckets) {
    // Per-IP buckets are keyed `<scope>:ip:<hash>`; only those scale with RATE_LIMIT_IP_FACTOR.
    const scaled = key.includes(':ip:') ? { ...rule, limit: rule.limit * limiter.ipFactor } : rule;
    await enforceRateLimit(limiter.store, key, scaled);
  }
}

/** Counts one back-off attempt on `key`; throws TooManyRequestsException with Retry-After. */
export async function backOff(limiter: AuthLimiter, key: string, rule: BackoffRule): Promise<void> {
  const r = await limiter.store.attempt(key, rule);
  if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
}
