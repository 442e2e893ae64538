/** Named errors of @croupier/core. Check them with `instanceof`. */
import type { ErrorType } from './error-handling/error-types.ts';

/** What the server put in the error envelope's `data` (DESIGN §2). */
export interface ApiErrorData {
  type: ErrorType;
  message: string;
  error_data?: Record<string, unknown>;
  invalid_parameters?: Record<string, string>;
  resend_time?: number;
}

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

/** The request never got an answer (network down, DNS, aborted) or the answer was not JSON. */
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
