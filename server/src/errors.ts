/**
 * Named errors of the reference server. `ServerError` is the one that reaches the wire: it
 * carries a §8 type and becomes the DESIGN §2 error envelope. The others are internal and are
 * translated by the code that knows what they mean for the caller.
 */
import { ERROR_STATUS, type ErrorType } from '@croupier/core/error-handling';

/** Optional details of a ServerError, as the error envelope carries them. */
export interface ServerErrorDetails {
  errorData?: Record<string, unknown>;
  /** field → reason, for InvalidParameterException. */
  invalidParameters?: Record<string, string>;
  /** Seconds before a code may be resent (two-factor, contact confirmation). */
  resendTime?: number;
  /** Seconds for the `Retry-After` header (TooManyRequestsException). */
  retryAfter?: number;
  cause?: unknown;
}

/** An error answered to the client as `{statusCode, data: {type, message, …}}`. */
export class ServerError extends Error {
  override readonly name = 'ServerError';
  readonly type: ErrorType;
  readonly statusCode: number;
  readonly errorData: Record<string, unknown> | undefined;
  readonly invalidParameters: Record<string, string> | undefined;
  readonly resendTime: number | undefined;
  readonly retryAfter: number | undefined;

  constructor(type: ErrorType, message: string, details: ServerErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.type = type;
    this.statusCode = ERROR_STATUS[type];
    this.errorData = details.errorData;
    this.invalidParameters = details.invalidParameters;
    this.resendTime = details.resendTime;
    this.retryAfter = details.retryAfter;
  }
}

/** A setting in the environment has a value the server cannot use. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`${variable} ${reason}`);
  }
}

/** A ledger transaction whose entries do not sum to zero (refused before touching the DB). */
export class UnbalancedTransactionError extends Error {
  override readonly name = 'UnbalancedTransactionError';
  constructor(readonly sumMinor: bigint) {
    super(`Ledger entries must sum to zero, got ${sumMinor}`);
  }
}

/** A ledger transaction that is malformed (too few entries, zero amounts, mixed currencies). */
export class InvalidTransactionError extends Error {
  override readonly name = 'InvalidTransactionError';
}

/** A debit would drive a player balance below zero; the whole transaction was rolled back. */
export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError';
  constructor(
    readonly accountId: number,
    readonly amountMinor: bigint,
  ) {
    super(`Insufficient funds on account ${accountId} for ${amountMinor}`);
  }
}

/** A ledger transaction with this kind and reference was already posted. */
export class DuplicateTransactionError extends Error {
  override readonly name = 'DuplicateTransactionError';
  constructor(
    readonly kind: string,
    readonly reference: string,
  ) {
    super(`Ledger transaction ${kind}:${reference} already exists`);
  }
}

/** A decimal money string that is not a valid amount for the currency. */
export class InvalidAmountError extends Error {
  override readonly name = 'InvalidAmountError';
  constructor(readonly input: string) {
    super(`Invalid money amount "${input}"`);
  }
}

/** A content file of the CMS is missing, is not JSON, or does not match core's schema. */
export class CmsContentError extends Error {
  override readonly name = 'CmsContentError';
  constructor(
    /** Absolute path of the offending file. */
    readonly file: string,
    /** Dotted path of the failing value inside the file ('' for the whole file). */
    readonly path: string,
    readonly reason: string,
  ) {
    super(
      path
        ? `CMS content file ${file} is invalid at "${path}": ${reason}`
        : `CMS content file ${file} is invalid: ${reason}`,
    );
  }
}
