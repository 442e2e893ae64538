/**
 * Moving between the popup's forms (§2.3: registration ↔ login, forgot password, back links).
 * Core refuses any mode change while the popup cannot be closed, which is right for the
 * forced social registration; a `prevent_close=1` popup (§2.1) must stay open, not stay on
 * one form, so it moves with closing still off.
 */
import type { AuthFlowStore, AuthMode } from '@croupier/core/state';

/** Switches the open popup to `mode`; the forced social registration stays where it is. */
export function switchAuthMode(store: AuthFlowStore, mode: AuthMode): void {
  const { state } = store;
  if (state.closable || state.mode === 'socialRegistration') {
    store.switchMode(mode);
    return;
  }
  state.closable = true;
  store.switchMode(mode);
  state.closable = false;
}
