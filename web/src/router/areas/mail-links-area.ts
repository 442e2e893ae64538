/** Pages opened from the player's e-mails (§2.2): unsubscribe and contact confirmation. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  unsubscribe: () => import('../../profile/UnsubscribeScreen.tsx').then((m) => m.UnsubscribeScreen),
  confirmation: () =>
    import('../../profile/ConfirmationScreen.tsx').then((m) => m.ConfirmationScreen),
  'confirmation-success': () =>
    import('../../profile/ConfirmationSuccessScreen.tsx').then((m) => m.ConfirmationSuccessScreen),
} satisfies ScreenLoaders;
