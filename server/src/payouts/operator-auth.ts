/**
 * The operator endpoints' bearer token (OPERATOR_TOKEN). Compared in constant time over
 * SHA-256 digests, so neither the content nor the length of the token leaks through timing.
 * Without a token (production with OPERATOR_TOKEN unset) every call is refused.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServerError } from '../errors.ts';
import { sameBytes } from '../tokens/index.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Throws unless the request carries `Authorization: Bearer <token>`. */
export function assertOperator(request: FastifyRequest, token: string | undefined): void {
  if (token === undefined) {
    throw new ServerError(
      'AccessDeniedException',
      'The operator endpoints are off: set OPERATOR_TOKEN to use them',
    );
  }
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1] || !sameBytes(digest(match[1]), digest(token))) {
    throw new ServerError('AuthorizationException', 'A valid operator token is required');
  }
}

/** The JSON object an operator call sent (`{}` for anything else). */
export const operatorBody = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

/** Guards a scope of operator endpoints: never cached, and only with the operator's token. */
export function guardOperatorScope(app: FastifyInstance, scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    assertOperator(request, app.config.operatorToken);
  });
}
