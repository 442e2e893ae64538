/**
 * Every thrown error becomes the DESIGN §2 envelope:
 * `{statusCode, data: {type, message, error_data?, invalid_parameters?, resend_time?}}`.
 * Unknown errors answer 500 InternalServerErrorException and never leak their message.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@croupier/core/contract';
import { InsufficientFundsError, InvalidAmountError, ServerError } from '../errors.ts';

/** The wire envelope of a ServerError. */
function toErrorEnvelope(err: ServerError): ErrorEnvelope {
  return {
    statusCode: err.statusCode,
    data: {
      type: err.type,
      message: err.message,
      ...(err.errorData ? { error_data: err.errorData } : {}),
      ...(err.invalidParameters ? { invalid_parameters: err.invalidParameters } : {}),
      ...(err.resendTime !== undefined ? { resend_time: err.resendTime } : {}),
    },
  };
}

/** Maps any error to the ServerError the client should see. */
function toServerError(err: unknown): ServerError {
  if (err instanceof ServerError) return err;
  if (err instanceof InsufficientFundsError) {
    return new ServerError('BillingTransactionDeclinedException', 'Insufficient funds');
  }
  if (err instanceof InvalidAmountError) {
    return new ServerError('InvalidParameterException', 'Invalid amount', {
      invalidParameters: { amount: 'Invalid amount' },
    });
  }
  const fe = err as Partial<FastifyError> | undefined;
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 404) return new ServerError('MethodNotFoundException', 'Not found');
  if (status === 429) return new ServerError('TooManyRequestsException', 'Too many requests');
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large…
    return new ServerError('InvalidRequestException', fe?.message || 'Invalid request');
  }
  return new ServerError('InternalServerErrorException', 'Internal server error', { cause: err });
}

/** Sends a ServerError as the envelope (with Retry-After when it carries one). */
export function sendError(reply: FastifyReply, err: ServerError): FastifyReply {
  if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
  return reply
    .code(err.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(toErrorEnvelope(err));
}

/** 5xx answers the operator chose (maintenance): expected, so not logged as failures. */
const CHOSEN_UNAVAILABLE = new Set([
  'ApplicationUnavailableException',
  'ApplicationDisabledException',
]);

/** Installs the error handler that turns every error into the envelope. */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const serverError = toServerError(err);
    if (serverError.statusCode >= 500 && !CHOSEN_UNAVAILABLE.has(serverError.type)) {
      request.log.error({ err }, 'request failed');
    }
    return sendError(reply, serverError);
  });
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot even parse (bad Content-Length, broken
 * chunking, headers too large) gets the envelope too, written straight to the socket since no
 * route ever sees it. A timeout keeps 408 so clients retry it (DESIGN §2); everything else is
 * the client's malformed request.
 */
export function writeClientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const message = timeout
    ? 'Request timeout'
    : err.code === 'HPE_HEADER_OVERFLOW'
      ? 'Request headers too large'
      : 'Malformed HTTP request';
  const envelope = toErrorEnvelope(new ServerError('InvalidRequestException', message));
  const status = timeout ? 408 : envelope.statusCode;
  const body = JSON.stringify({ ...envelope, statusCode: status });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${timeout ? 'Request Timeout' : 'Bad Request'}\r\n` +
        'Connection: close\r\nCache-Control: no-store\r\n' +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
