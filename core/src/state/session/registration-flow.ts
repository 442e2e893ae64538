/**
 * Registration submit and its follow-up (§4 Registration): loading state, analytics, clearing
 * the stored bet/casino choice and promo code, closing the popup, the popup queue, redirect.
 */
import { proxy } from 'valtio/vanilla';
import type * as auth from '../../contract/auth.ts';
import type { Cashback } from '../../contract/cashbacks.ts';
import type { ParamsIn, ResultOf } from '../../contract/define.ts';
import type { CampaignPopup } from '../../contract/popups.ts';
import type { ErrorType } from '../../error-handling/error-types.ts';
import { ApiError } from '../../errors.ts';
import type { DialogRequest } from '../dialogs/dialog-queue.ts';
import type { KeyValueStorage, Logger } from '../shared/effects.ts';
import { registrationFollowUp } from './registration-follow-up.ts';

/** Storage keys cleared after registration unless the app names others. */
export const REGISTRATION_STORAGE_KEYS = {
  betChoice: 'registration_is_betting',
  promoCode: 'registration_promo_code',
} as const;

/** What a successful auth.register answers. */
type RegisterResult = ResultOf<typeof auth.register>;

/** auth.register's params: the form's fields, or the Telegram payload. */
type RegisterParams = ParamsIn<typeof auth.register>;

/** What the form shows while and after submitting. */
export interface RegistrationState {
  submitting: boolean;
  error: { message: string; type: ErrorType | null } | null;
}

/** Effects for {@link createRegistrationFlow}. */
export interface RegistrationDeps {
  /** auth.register. */
  register(payload: RegisterParams): Promise<RegisterResult>;
  /** Analytics: `sign_up` on success, `sign_up_failed` with the error code on failure. */
  track(event: string, params?: Record<string, unknown>): void;
  storage: KeyValueStorage;
  storageKeys?: { betChoice: string; promoCode: string };
  closePopup(): void;
  openDialog(request: DialogRequest): unknown;
  /** Registration config confirmEmailPopup, read at submit time. */
  confirmEmailPopup(): boolean;
  /** After the popup closes: refresh the session, reload the chat … */
  onRegistered?(result: RegisterResult): void | Promise<void>;
  /** The unseen cashback to show, if any (see cashback-popup). */
  unseenCashbackId?(): Promise<Cashback['id'] | null>;
  /** Campaign popups to show (popups.get ids). */
  campaignIds?(): Promise<readonly CampaignPopup['id'][]>;
  /** The current redirectUrl query value. */
  redirectUrl(): string | null;
  navigate(path: string): void;
  depositPath?: string;
  log?: Logger;
}

/** Creates the registration flow. */
export function createRegistrationFlow(deps: RegistrationDeps) {
  const state = proxy<RegistrationState>({ submitting: false, error: null });
  const keys = deps.storageKeys ?? REGISTRATION_STORAGE_KEYS;

  const safely = async <T>(work: (() => Promise<T>) | undefined, fallback: T): Promise<T> => {
    if (!work) return fallback;
    try {
      return await work();
    } catch (error) {
      deps.log?.(error);
      return fallback;
    }
  };

  return {
    state,
    /** Registers; on success runs the follow-up; on failure exposes and rethrows the error. */
    async submit(payload: RegisterParams): Promise<RegisterResult> {
      if (state.submitting) throw new Error('Registration is already being submitted');
      state.submitting = true;
      state.error = null;
      let result: RegisterResult;
      try {
        result = await deps.register(payload);
      } catch (error) {
        const type = error instanceof ApiError ? error.type : null;
        state.error = { message: error instanceof Error ? error.message : String(error), type };
        deps.track('sign_up_failed', { error_code: type ?? 'unknown' });
        state.submitting = false;
        throw error;
      }
      try {
        deps.track('sign_up', { uid: result.uid });
        deps.storage.removeItem(keys.betChoice);
        deps.storage.removeItem(keys.promoCode);
        deps.closePopup();
        await safely(async () => deps.onRegistered?.(result), undefined);
        const [unseenCashbackId, campaignIds] = await Promise.all([
          safely(deps.unseenCashbackId, null),
          safely(deps.campaignIds, [] as readonly CampaignPopup['id'][]),
        ]);
        const next = registrationFollowUp({
          confirmEmailPopup: deps.confirmEmailPopup(),
          email: 'email' in payload ? payload.email : undefined,
          unseenCashbackId,
          campaignIds,
          redirectUrl: deps.redirectUrl(),
          depositPath: deps.depositPath,
        });
        for (const popup of next.popups) deps.openDialog(popup);
        if (next.redirectTo) deps.navigate(next.redirectTo);
        return result;
      } finally {
        state.submitting = false;
      }
    },
  };
}

/** The registration flow's shape. */
export type RegistrationFlow = ReturnType<typeof createRegistrationFlow>;
