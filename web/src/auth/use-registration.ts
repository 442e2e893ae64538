/**
 * Registration submit with core's flow (§4 Registration): analytics, the stored bet choice
 * and promo code cleared, the popup closed, the session refreshed, then the queue of confirm
 * e-mail, unseen cashback and campaign popups, and the cashier deposit page with
 * `register=success` — or the `redirectUrl` when the address has one (§2.1).
 */
import type { contract } from '@croupier/core';
import { auth, cashbacks, popups } from '@croupier/core/refs';
import { afterRegistrationTarget } from '@croupier/core/routing';
import {
  CASHBACK_SEEN_KEY,
  POPUP_CASHBACK_STATUSES,
  cashbackToShow,
  createRegistrationFlow,
} from '@croupier/core/state';
import { useCallback, useMemo } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';
import { authTracker } from './auth-analytics.ts';

type RegisterParams = contract.auth.RegisterParams;

function redirectUrlOf(platform: Platform): string | null {
  const search = platform.navigation.current().search ?? '';
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('redirectUrl');
}

function goAfterRegistration(platform: Platform): void {
  const { locale } = platform.stores;
  platform.navigation.navigate(
    afterRegistrationTarget(platform.navigation.current(), locale.state.config, platform.origin),
  );
}

/** Builds core's registration flow over this platform. */
function createWebRegistrationFlow(platform: Platform) {
  const { stores, api, storage } = platform;
  return createRegistrationFlow({
    register: (payload) => api.call(auth.register, payload),
    track: (event, params) => authTracker(platform).track(event, params),
    storage,
    closePopup: () => stores.auth.close({ force: true }),
    openDialog: (request) => stores.dialogs.open(request),
    confirmEmailPopup: () => stores.settings.state.cms?.registration?.confirmEmailPopup === true,
    onRegistered: async () => {
      await stores.session.refresh();
    },
    unseenCashbackId: async () => {
      const page = await api.call(cashbacks.get, {
        count: 1,
        statuses: [...POPUP_CASHBACK_STATUSES],
      });
      return cashbackToShow(page.items, storage.getItem(CASHBACK_SEEN_KEY))?.id ?? null;
    },
    campaignIds: async () => (await api.call(popups.get, {})).map((popup) => popup.id),
    redirectUrl: () => redirectUrlOf(platform),
    navigate: () => goAfterRegistration(platform),
    log: platform.log,
  });
}

/** `submit(payload)`: registers and runs the follow-up; rethrows failures for the form. */
export function useRegistration(): (payload: RegisterParams) => Promise<void> {
  const platform = usePlatform();
  const flow = useMemo(() => createWebRegistrationFlow(platform), [platform]);
  return useCallback(
    async (payload: RegisterParams) => {
      await flow.submit(payload);
      // Core leaves the redirectUrl to the app: it goes there, with register=success.
      if (redirectUrlOf(platform) !== null) goAfterRegistration(platform);
    },
    [flow, platform],
  );
}
