/** The error code analytics events carry (§8: login and registration failures). */
import { ApiError, NetworkError } from '../errors.ts';

/** §8 type of an ApiError; 'NetworkError' when nothing came back; otherwise 'UnknownErrorException'. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return error.type;
  if (error instanceof NetworkError) return 'NetworkError';
  return 'UnknownErrorException';
}
