/**
 * Popups driven by the address (§2.1): `show_popup_reg` / `show_popup_auth` (kept in storage)
 * with `prevent_close=1`, removed from the query when the popup closes; `#real` on the game
 * page opens registration for guests, and closing it returns to the index; `#popup-preview`
 * with `popup={id}` shows that campaign popup.
 */
import {
  SHOW_POPUP_AUTH,
  addressWithoutPopupFlags,
  fullAddress,
  popupPreviewId,
  readPopupFlags,
  realModeAction,
  type RouteMatch,
} from '@croupier/core/routing';
import { isAuthenticated } from '@croupier/core/state';
import { useEffect, useRef } from 'react';
import { subscribe } from 'valtio/vanilla';
import { openAuthPopup } from '../app/auth-popup.ts';
import { usePlatform } from '../app/platform-context.ts';

/** Opens the auth popup the address asks for and cleans the address when it closes. */
export function usePopupFlags(search: string, match: RouteMatch | null): void {
  const platform = usePlatform();
  const { auth, session, locale } = platform.stores;
  const closeTo = useRef<string | null>(null);
  const previewed = useRef<string | null>(null);

  useEffect(() => {
    const flags = readPopupFlags(search, platform.storage);
    if (flags.popup && !isAuthenticated(session.state.user)) {
      openAuthPopup(auth, flags.popup, { preventClose: flags.preventClose });
    }
  }, [search, platform, auth, session]);

  useEffect(() => {
    const id = popupPreviewId(search, platform.navigation.current().hash ?? '');
    if (id === null || previewed.current === id) return;
    previewed.current = id;
    platform.stores.dialogs.open({ name: 'campaign', props: { campaignId: Number(id) } });
  }, [search, platform]);

  useEffect(() => {
    if (!match) return;
    const location = platform.navigation.current();
    const action = realModeAction(match.route, location, session.state.user, locale.state.config);
    if (!action) return;
    closeTo.current = action.closeTo;
    openAuthPopup(auth, action.popup);
  }, [match, platform, auth, session, locale]);

  useEffect(() => {
    let wasOpen = auth.state.open;
    let wasMode = auth.state.mode;
    return subscribe(auth.state, () => {
      const { open, mode } = auth.state;
      const switched = open && wasOpen && mode === 'registration' && wasMode !== mode;
      wasMode = mode;
      if (switched) {
        // Login → registration: the address no longer asks for the login popup (§2.1).
        const location = platform.navigation.current();
        const target = addressWithoutPopupFlags(location, [SHOW_POPUP_AUTH]);
        if (target !== fullAddress(location))
          platform.navigation.navigate(target, { replace: true });
      }
      if (wasOpen && !open) {
        const location = platform.navigation.current();
        const target = closeTo.current ?? addressWithoutPopupFlags(location);
        closeTo.current = null;
        if (target !== fullAddress(location))
          platform.navigation.navigate(target, { replace: true });
      }
      wasOpen = open;
    });
  }, [platform, auth]);
}
