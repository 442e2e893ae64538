/** Opening the authentication popup from a component (header buttons, prompts). */
import type { AuthMode } from '@croupier/core/state';
import { useCallback } from 'react';
import { openAuthPopup, type AuthPopupOptions } from '../app/auth-popup.ts';
import { usePlatform } from '../app/platform-context.ts';

/** `openAuthPopup(mode, options?)` bound to this app's auth store. */
export function useAuthPopup(): (mode: AuthMode, options?: AuthPopupOptions) => void {
  const { stores } = usePlatform();
  return useCallback(
    (mode: AuthMode, options?: AuthPopupOptions) => openAuthPopup(stores.auth, mode, options),
    [stores.auth],
  );
}
