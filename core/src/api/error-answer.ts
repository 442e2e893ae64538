/**
 * Turns a failed answer into an `ApiError`. The envelope is the one of DESIGN §2; answers
 * that do not follow it (a proxy's HTML 502, an empty body, a type outside §8) still become
 * an `ApiError`, of type `UnknownErrorException`, so callers handle one class.
 */
import type { ErrorEnvelope } from '../contract/envelope.ts';
import { isErrorType } from '../error-handling/error-types.ts';
import { ApiError } from '../errors.ts';

/** The `ApiError` for a non-2xx answer with HTTP `status` and body text `body`. */
export function apiErrorFromAnswer(status: number, body: string, path: string): ApiError {
  const json = parseJson(body);
  const envelope = parseErrorEnvelope(json);
  if (envelope) return new ApiError(envelope.statusCode, envelope.data, path);
  // Keep a readable server message even when the type is not one of §8's.
  const message = messageOf(json) ?? `HTTP ${status}`;
  return new ApiError(status, { type: 'UnknownErrorException', message }, path);
}

/** The `ApiError` for a 2xx answer that is not `{"data": …}`. */
export function malformedSuccess(status: number, path: string): ApiError {
  return new ApiError(
    status,
    { type: 'UnknownErrorException', message: `Malformed answer (HTTP ${status})` },
    path,
  );
}

/** JSON.parse that answers `undefined` instead of throwing. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const data = (json as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * `contract/envelope.ts`'s `errorEnvelope.safeParse`, by hand so that clients bundle no zod:
 * the same checks (a test runs both over the same answers), unknown keys dropped. Null when
 * `json` is not an error envelope.
 */
function parseErrorEnvelope(json: unknown): ErrorEnvelope | null {
  if (!isObject(json) || !isNumber(json.statusCode) || !isObject(json.data)) return null;
  const { type, message, error_data, invalid_parameters, resend_time } = json.data;
  if (!isErrorType(type) || typeof message !== 'string') return null;
  const data: ErrorEnvelope['data'] = { type, message };
  if (error_data !== undefined) {
    if (!isRecord(error_data)) return null;
    data.error_data = { ...error_data };
  }
  if (invalid_parameters !== undefined) {
    if (!isRecord(invalid_parameters)) return null;
    const entries = Object.entries(invalid_parameters);
    if (!entries.every(([, v]) => typeof v === 'string')) return null;
    data.invalid_parameters = Object.fromEntries(entries) as Record<string, string>;
  }
  if (resend_time !== undefined) {
    if (!isNumber(resend_time)) return null;
    data.resend_time = resend_time;
  }
  return { statusCode: json.statusCode, data };
}

/** zod's `z.number()`: finite numbers only. */
function isNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** zod's `z.object()` input: any object but an array. */
function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** zod's `z.record()` input: a plain object (JSON objects always are). */
function isRecord(v: unknown): v is Record<string, unknown> {
  if (!isObject(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}
