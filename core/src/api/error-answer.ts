/**
 * Turns a failed answer into an `ApiError`. The envelope is the one of DESIGN §2; answers
 * that do not follow it (a proxy's HTML 502, an empty body, a type outside §8) still become
 * an `ApiError`, of type `UnknownErrorException`, so callers handle one class.
 */
import { errorEnvelope } from '../contract/envelope.ts';
import { ApiError } from '../errors.ts';

/** The `ApiError` for a non-2xx answer with HTTP `status` and body text `body`. */
export function apiErrorFromAnswer(status: number, body: string, path: string): ApiError {
  const json = parseJson(body);
  const parsed = errorEnvelope.safeParse(json);
  if (parsed.success) return new ApiError(parsed.data.statusCode, parsed.data.data, path);
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
