/** Named errors of @croupier/core. Check them with `instanceof`. */
import type * as z from 'zod/mini';
import type { ErrorEnvelope } from './contract/envelope.ts';
import type { ErrorType } from './error-handling/error-types.ts';

/** What the server put in the error envelope's `data` (DESIGN §2). */
export type ApiErrorData = ErrorEnvelope['data'];

/** A failed `/api` call answered with the error envelope. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly data: ApiErrorData,
    /** `/api/{group}/{method}` of the call that failed. */
    readonly path: string,
  ) {
    super(data.message || data.type);
  }
  /** §8 error type, e.g. `AuthorizationException`. */
  get type(): ErrorType {
    return this.data.type;
  }
  get errorData(): Record<string, unknown> | undefined {
    return this.data.error_data;
  }
  get invalidParameters(): Record<string, string> | undefined {
    return this.data.invalid_parameters;
  }
  get resendTime(): number | undefined {
    return this.data.resend_time;
  }
}

/**
 * The request got no usable answer: the connection failed (network down, DNS, reset) or the
 * body could not be read. An answer that arrived but is not JSON is an `ApiError` of type
 * `UnknownErrorException` carrying the HTTP status. Aborts are not wrapped: the caller's
 * `AbortError` propagates as is.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly path: string,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** A successful answer whose `data` does not match the method's result schema. */
export class ResultValidationError extends Error {
  override readonly name = 'ResultValidationError';
  constructor(
    /** `/api/{group}/{method}` of the call. */
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
    /** The `data` the server sent. */
    readonly data: unknown,
  ) {
    super(
      `Unexpected result from ${path}: ` +
        issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; '),
    );
  }
}

/** A navigation target that is neither on our origin nor on the external allowlist (§2.1). */
export class UnsafeNavigationError extends Error {
  override readonly name = 'UnsafeNavigationError';
  constructor(readonly target: string) {
    super(`Navigation to an external URL without explicit allowance: ${target}`);
  }
}

/** A route failed validation: the page answers a fatal 404 (§2.1). */
export class RouteValidationError extends Error {
  override readonly name = 'RouteValidationError';
  readonly statusCode = 404;
  constructor(readonly path: string) {
    super(`Page Not Found: ${path}`);
  }
}

/** The locale configuration is missing: the app answers a fatal 500 (§2.1). */
export class MissingLocaleConfigError extends Error {
  override readonly name = 'MissingLocaleConfigError';
  readonly statusCode = 500;
  constructor(readonly locale: string) {
    super(`Locale configuration is missing for "${locale}"`);
  }
}
