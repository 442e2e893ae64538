/** The origin a request was addressed to, as the browser sees it. */
import type { FastifyRequest } from 'fastify';

/** `scheme://host[:port]` of the request (behind a proxy: as TRUST_PROXY lets Fastify read it). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
