/**
 * Named popups (§2.3) → their content, each loaded on demand when first opened. The features
 * that own a popup add it here, e.g.
 *
 *   confirmEmail: lazyDialog(() => import('../profile/ConfirmEmailDialog.tsx')
 *     .then((m) => m.ConfirmEmailDialog), { title: (t) => t('profile.confirmEmail', 'Confirm your e-mail') }),
 *
 * A named popup opened without a binding here is logged and closed, so the queue moves on.
 */
import type { PopupName } from '@croupier/core/state';
import { lazyDialog, type DialogBinding } from './dialog-binding.ts';

/** The named popups this build can show. */
export const DIALOGS: Readonly<Partial<Record<PopupName, DialogBinding>>> = {
  interactivityWarning: lazyDialog(
    () =>
      import('../features/inactivity/InactivityWarningDialog.tsx').then(
        (m) => m.InactivityWarningDialog,
      ),
    { title: (t) => t('inactivity.title', 'Are you still there?'), size: 'sm', showTitle: true },
  ),
  gamesSearch: lazyDialog(
    () => import('../games/GamesSearchDialog.tsx').then((m) => m.GamesSearchDialog),
    { title: (t) => t('common.searchGames', 'Search games') },
  ),
  campaign: lazyDialog(
    () => import('../campaigns/CampaignPopupDialog.tsx').then((m) => m.CampaignPopupDialog),
    { title: (t) => t('campaign.title', 'Special offer'), size: 'sm', showTitle: false },
  ),
  demoMode: lazyDialog(() => import('../games/DemoModeDialog.tsx').then((m) => m.DemoModeDialog), {
    title: (t) => t('games.demoTitle', 'Demo mode'),
    size: 'sm',
  }),
};
