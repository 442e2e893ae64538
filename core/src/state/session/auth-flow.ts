/**
 * The authentication popup as pure transitions (§2.3, §4 Login, Popup modes):
 * authorization → twofa → done, plus registration, restore and the forced social registration.
 */
import type * as auth from '../../contract/auth.ts';
import type { ParamsIn } from '../../contract/define.ts';
import type { ErrorType } from '../../error-handling/error-types.ts';
import type { TwoFactorErrorKind } from '../../error-handling/two-factor.ts';

/** Login and password as auth.login takes them (its non-Telegram params, without the code). */
export type LoginCredentials = Pick<
  Extract<ParamsIn<typeof auth.login>, { password: string }>,
  'login' | 'password'
>;

/** The five popup modes (§2.3). */
export type AuthMode =
  'registration' | 'authorization' | 'restore' | 'twofa' | 'socialRegistration';

/** Login and password kept for the two-factor step, with the server's resend time (§3). */
export interface StoredTwoFactorPayload extends LoginCredentials {
  /** Seconds until a new code may be requested, as last sent by the server. */
  resend_time: number | null;
}

/** A failure the form shows; `twoFactorKind` classifies a failed code (§8). */
export interface AuthFlowError {
  message: string;
  type: ErrorType | null;
  twoFactorKind: TwoFactorErrorKind | null;
}

/** The popup's state. */
export interface AuthFlowState {
  open: boolean;
  mode: AuthMode;
  /** False for the social-registration popup of an incomplete sign-up. */
  closable: boolean;
  twoFactor: StoredTwoFactorPayload | null;
  /** Seconds left before a resend is allowed. */
  resendLeft: number;
  submitting: boolean;
  error: AuthFlowError | null;
}

/** A closed popup in login mode. */
export const INITIAL_AUTH_FLOW: AuthFlowState = {
  open: false,
  mode: 'authorization',
  closable: true,
  twoFactor: null,
  resendLeft: 0,
  submitting: false,
  error: null,
};

/** True while the forced social-registration popup of an incomplete sign-up shows (§4). */
function isForcedSocialRegistration(s: AuthFlowState): boolean {
  return s.open && !s.closable && s.mode === 'socialRegistration';
}

/**
 * Opens the popup in a mode, or moves the open popup to it; twofa needs a stored payload and
 * is entered only by login. Only the forced social registration stays where it is (§4): a
 * popup that merely cannot be closed (`prevent_close=1`, §2.1) still moves between its forms,
 * and stays non-closable.
 */
export function openAuth(s: AuthFlowState, mode: AuthMode): AuthFlowState {
  if (isForcedSocialRegistration(s)) return s;
  if (mode === 'twofa' && !s.twoFactor) return s;
  return {
    ...s,
    open: true,
    mode,
    error: null,
    twoFactor: mode === 'twofa' ? s.twoFactor : null,
    resendLeft: mode === 'twofa' ? s.resendLeft : 0,
  };
}

/** Closes the popup unless it cannot be closed and the close is not forced. */
export function closeAuth(s: AuthFlowState, force = false): AuthFlowState {
  if (!s.closable && !force) return s;
  return { ...s, open: false, closable: true, twoFactor: null, resendLeft: 0, error: null };
}

/** The server asked for the two-factor code: store login, password and resend_time; go to twofa. */
export function requireTwoFactor(
  s: AuthFlowState,
  payload: LoginCredentials & { resendTime: number | null },
): AuthFlowState {
  const resend_time = payload.resendTime ?? s.twoFactor?.resend_time ?? null;
  return {
    ...s,
    open: true,
    mode: 'twofa',
    twoFactor: { login: payload.login, password: payload.password, resend_time },
    resendLeft: payload.resendTime ?? s.resendLeft,
    error: null,
  };
}

/** A code error: keep the step; a new resend time restarts the timer. */
export function twoFactorFailed(
  s: AuthFlowState,
  error: AuthFlowError,
  resendTime: number | null,
): AuthFlowState {
  if (!s.twoFactor) return { ...s, error };
  return resendTime === null
    ? { ...s, error }
    : {
        ...s,
        error,
        twoFactor: { ...s.twoFactor, resend_time: resendTime },
        resendLeft: resendTime,
      };
}

/** Login (or the two-factor step) succeeded: the stored payload resets and the popup closes. */
export function loginSucceeded(s: AuthFlowState): AuthFlowState {
  return { ...s, open: false, closable: true, twoFactor: null, resendLeft: 0, error: null };
}

/** Any other failure: shown on the form. */
export function authFailed(s: AuthFlowState, error: AuthFlowError): AuthFlowState {
  return { ...s, error };
}

/**
 * Keeps the uncloseable social-registration popup in line with the user: shown while
 * is_registration_completed is false, closed once it is true.
 */
export function syncSocialRegistration(
  s: AuthFlowState,
  needsRegistration: boolean,
): AuthFlowState {
  if (needsRegistration) {
    if (s.open && s.mode === 'socialRegistration' && !s.closable) return s;
    return {
      ...s,
      open: true,
      mode: 'socialRegistration',
      closable: false,
      twoFactor: null,
      error: null,
    };
  }
  if (s.mode === 'socialRegistration' && !s.closable) return closeAuth(s, true);
  return s;
}

/** A resend is allowed once the timer has run out. */
export function canResend(s: {
  readonly twoFactor: unknown;
  readonly resendLeft: number;
}): boolean {
  return s.twoFactor !== null && s.resendLeft <= 0;
}
