/**
 * The authentication popup store: login submit, the two-factor step with its resend timer,
 * and the forced social-registration popup (§4 Login, §8 Two-factor).
 */
import { proxy } from 'valtio/vanilla';
import type * as auth from '../../contract/auth.ts';
import type { ParamsIn, ResultOf } from '../../contract/define.ts';
import {
  resendTimeOf,
  twoFactorErrorKind,
  twoFactorTrigger,
} from '../../error-handling/two-factor.ts';
import { ApiError } from '../../errors.ts';
import { createCountdown } from '../shared/countdown.ts';
import type { Clock, Timers } from '../shared/effects.ts';
import {
  INITIAL_AUTH_FLOW,
  authFailed,
  canResend,
  closeAuth,
  loginSucceeded,
  openAuth,
  requireTwoFactor,
  syncSocialRegistration,
  twoFactorFailed,
  type AuthFlowError,
  type AuthFlowState,
  type AuthMode,
  type LoginCredentials,
} from './auth-flow.ts';

/** What a successful auth.login answers. */
type LoginResult = ResultOf<typeof auth.login>;

/** Effects for {@link createAuthFlowStore}. */
export interface AuthFlowDeps {
  /** auth.login. */
  login(params: ParamsIn<typeof auth.login>): Promise<LoginResult>;
  timers: Timers;
  now: Clock;
  /** After a successful login (refresh the session, reload the chat …). */
  onLoggedIn?(result: LoginResult): void | Promise<void>;
  /** Analytics: `login` on success, `login_failed` with the error code on failure (§8). */
  track?(event: string, params?: Record<string, unknown>): void;
}

/** Plain data describing a failure, as the form shows it. */
export function toAuthFlowError(error: unknown, twoFactorStep = false): AuthFlowError {
  return {
    message: error instanceof Error ? error.message : String(error),
    type: error instanceof ApiError ? error.type : null,
    twoFactorKind: twoFactorStep ? twoFactorErrorKind(error) : null,
  };
}

/** Creates the auth popup store. */
export function createAuthFlowStore(deps: AuthFlowDeps) {
  const state = proxy<AuthFlowState>({ ...INITIAL_AUTH_FLOW });
  const countdown = createCountdown(deps, (left) => {
    state.resendLeft = left;
  });

  const apply = (next: AuthFlowState) => {
    if (next === state) return;
    Object.assign(state, next);
    if (!next.twoFactor) countdown.stop();
  };

  const succeed = async (result: LoginResult) => {
    apply(loginSucceeded(state));
    deps.track?.('login', { uid: result.uid });
    await deps.onLoggedIn?.(result);
    return result;
  };

  const attempt = async <T>(work: () => Promise<T>): Promise<T> => {
    state.submitting = true;
    try {
      return await work();
    } finally {
      state.submitting = false;
    }
  };

  /** Handles a failure in the two-factor step; resolves null when the step simply continues. */
  const twoFactorError = (error: unknown): null => {
    const trigger = twoFactorTrigger(error);
    const resendTime = resendTimeOf(error);
    apply(twoFactorFailed(state, toAuthFlowError(error, true), resendTime));
    if (resendTime !== null) countdown.start(resendTime);
    if (trigger) {
      // "Two-factor is on" again: a fresh code went out, nothing for the form to show.
      state.error = null;
      return null;
    }
    throw error;
  };

  return {
    state,
    /** Opens the popup in a mode (registration, authorization, restore, socialRegistration). */
    open(mode: AuthMode) {
      apply(openAuth(state, mode));
    },
    /** Switches mode inside the open popup (e.g. the back link from restore or twofa to login). */
    switchMode(mode: AuthMode) {
      apply(openAuth(state, mode));
    },
    /** Closes the popup; the forced social-registration popup needs `force`. */
    close(options: { force?: boolean } = {}) {
      apply(closeAuth(state, options.force));
    },
    /**
     * Submits login. Resolves the result (popup closed) or null when the server asks for the
     * two-factor code (popup moved to twofa). Other errors are exposed and rethrown.
     */
    submitLogin(payload: LoginCredentials): Promise<LoginResult | null> {
      return attempt(async () => {
        try {
          const result = await deps.login({ login: payload.login, password: payload.password });
          return await succeed(result);
        } catch (error) {
          const trigger = twoFactorTrigger(error);
          if (!trigger) {
            apply(authFailed(state, toAuthFlowError(error)));
            deps.track?.('login_failed', {
              error_code: error instanceof ApiError ? error.type : 'unknown',
            });
            throw error;
          }
          apply(requireTwoFactor(state, { ...payload, resendTime: trigger.resendTime }));
          if (trigger.resendTime !== null) countdown.start(trigger.resendTime);
          return null;
        }
      });
    },
    /** Submits the two-factor code with the stored login and password. */
    submitTwoFactor(code: string): Promise<LoginResult | null> {
      const stored = state.twoFactor;
      if (!stored) return Promise.resolve(null);
      return attempt(async () => {
        try {
          const result = await deps.login({ login: stored.login, password: stored.password, code });
          return await succeed(result);
        } catch (error) {
          return twoFactorError(error);
        }
      });
    },
    /** Requests a new code: a submit without a code, allowed once the timer has run out. */
    resend(): Promise<LoginResult | null> {
      const stored = state.twoFactor;
      if (!stored || !canResend(state)) return Promise.resolve(null);
      return attempt(async () => {
        try {
          const result = await deps.login({ login: stored.login, password: stored.password });
          return await succeed(result);
        } catch (error) {
          return twoFactorError(error);
        }
      });
    },
    /** Shows the uncloseable social-registration popup while is_registration_completed is false. */
    syncSocialRegistration(needsRegistration: boolean) {
      apply(syncSocialRegistration(state, needsRegistration));
    },
    /** Stops the resend timer. */
    dispose() {
      countdown.stop();
    },
  };
}

/** The auth popup store's shape. */
export type AuthFlowStore = ReturnType<typeof createAuthFlowStore>;
