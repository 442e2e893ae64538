/**
 * Login failures (spec §8): an alert with the wrong-entry text and an analytics event with
 * the error code. Check `twoFactorTrigger` first: those errors move to the twofa step instead.
 */
import { errorCodeOf } from './error-code.ts';

/** i18n key of the wrong-entry alert. */
export const WRONG_ENTRY_KEY = 'auth.wrongEntry';

/** What a failed login shows and tracks. */
export interface LoginFailure {
  alertKey: string;
  errorCode: string;
}

/** The alert and analytics code for a failed login. */
export function loginFailure(error: unknown): LoginFailure {
  return { alertKey: WRONG_ENTRY_KEY, errorCode: errorCodeOf(error) };
}
