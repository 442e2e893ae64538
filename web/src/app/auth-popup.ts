/**
 * Opening the authentication popup (§2.3). The popup itself is its own feature: it renders
 * from core's auth flow store (`platform.stores.auth`) whenever `state.open` is true.
 */
import type { AuthFlowStore, AuthMode } from '@croupier/core/state';

/** Options of {@link openAuthPopup}. */
export interface AuthPopupOptions {
  /** `prevent_close=1` (§2.1): the popup cannot be closed by the visitor. */
  preventClose?: boolean;
}

/** Opens the auth popup in `mode` (authorization, registration, restore, socialRegistration). */
export function openAuthPopup(
  store: AuthFlowStore,
  mode: AuthMode,
  options: AuthPopupOptions = {},
): void {
  store.open(mode);
  // The store's transitions have no "non-closable" open; its `closable` flag is the rule.
  if (options.preventClose && store.state.open) store.state.closable = false;
}
