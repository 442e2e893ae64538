/** The origin a request was addressed to, and the origins we trust. */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * `scheme://host[:port]` of the request (behind a proxy: as TRUST_PROXY lets Fastify read it).
 * It describes the request — it comes from the client's Host header — so it must never decide
 * whether an `Origin` is ours: that is `isTrustedOrigin`.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether `origin` (an `Origin` header) is ours: PUBLIC_ORIGIN or one of ALLOWED_ORIGINS. Only
 * configuration decides — a Host header is the client's to choose, so an attacker who sends
 * `Host: evil.test` with `Origin: http://evil.test` must not pass.
 */
export function isTrustedOrigin(
  config: Pick<Config, 'publicOrigin' | 'allowedOrigins'>,
  origin: string,
): boolean {
  return origin === config.publicOrigin || config.allowedOrigins.includes(origin);
}
