/** Rate limits of sign-in, registration and password recovery (per identifier and per IP). */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit.ts';

/** Login attempts (passwords and two-factor codes alike) per login identifier. */
export const LOGIN_PER_IDENTIFIER: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
/** Login attempts per IP address (many identifiers from one place). */
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

/** A bucket key that does not store the identifier itself (e-mails stay out of the table). */
export function limitKey(scope: string, value: string): string {
  return `${scope}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

/** Counts one hit on each `[key, rule]`; throws TooManyRequestsException with Retry-After. */
export async function hitLimits(
  app: FastifyInstance,
  buckets: readonly (readonly [string, RateLimitRule])[],
): Promise<void> {
  const factor = app.config.rateLimitIpFactor;
  for (const [key, rule] of buckets) {
    // Per-IP buckets are keyed `<scope>:ip:<hash>`; only those scale with RATE_LIMIT_IP_FACTOR.
    const scaled = key.includes(':ip:') ? { ...rule, limit: rule.limit * factor } : rule;
    await enforceRateLimit(app.rateLimiter, key, scaled);
  }
}
