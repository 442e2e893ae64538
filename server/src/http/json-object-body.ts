/** The JSON object body of a plain (non-/api) POST, such as a game frame's spin or bet slip. */
import type { FastifyRequest } from 'fastify';
import { ServerError } from '../errors.ts';

/**
 * The request body as a JSON object (frames post `text/plain` to stay a simple request, so a
 * string body is parsed here); InvalidRequestException for anything else.
 */
export function jsonObjectBody(request: FastifyRequest): Record<string, unknown> {
  let body = request.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      throw new ServerError('InvalidRequestException', 'The body must be JSON');
    }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ServerError('InvalidRequestException', 'The body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
