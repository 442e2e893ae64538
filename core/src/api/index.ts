/** The operator API client (DESIGN §2): typed calls, wire encoding, retries. */
export {
  createApiClient,
  CLIENT_MARKER_HEADER,
  type ApiAuth,
  type ApiCallError,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type ClientMarker,
} from './api-client.ts';
export { realClock, type Clock } from './clock.ts';
export { apiErrorFromAnswer } from './error-answer.ts';
export {
  DEFAULT_BACKOFF_MS,
  DEFAULT_MAX_RETRY_AFTER_MS,
  DEFAULT_RETRIES,
  RETRIABLE_STATUSES,
  isReplayable,
  isRetriableStatus,
  parseRetryAfter,
  retryDelay,
  shouldRetry,
  type FailedAttempt,
  type RetryQuestion,
} from './retry-policy.ts';
export { serializeParams, serializeValue } from './serialize.ts';
