/**
 * The client's answer to UserNeedProfileDataException (§8, §2.3): the "fill-profile-info
 * confirm" popup; agreeing opens profile settings carrying `from` (to come back to) and
 * `toastType` (the toast shown there, see fill-profile-query).
 */
import { ApiError } from '@croupier/core/errors';
import type { ToastType } from '@croupier/core/state';
import type { Platform } from '../app/platform.ts';

/** The profile-settings address the popup opens. */
function fillProfileTarget(from: string, toastType: ToastType): string {
  return `/profile/settings?${new URLSearchParams({ from, toastType }).toString()}`;
}

/**
 * Opens the popup when `error` says the server needs profile data; true when it did. `from`
 * is the in-app path to return to, `navigate` the app's (localizing) navigation.
 */
export function openFillProfileInfo(
  platform: Pick<Platform, 'stores'>,
  navigate: (to: string) => void,
  error: unknown,
  from: string,
  toastType: ToastType = 'profile',
): boolean {
  if (!(error instanceof ApiError) || error.type !== 'UserNeedProfileDataException') return false;
  void platform.stores.dialogs
    .confirm({ name: 'fillProfileInfoConfirm', props: { from, toastType } })
    .then((agreed) => {
      if (agreed) navigate(fillProfileTarget(from, toastType));
    });
  return true;
}
