/** Pages opened from the player's e-mails (§2.2): unsubscribe and contact confirmation. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  unsubscribe: () =>
    import('../../screens/unsubscribe/UnsubscribeScreen.tsx').then((m) => m.UnsubscribeScreen),
  confirmation: () =>
    import('../../screens/confirmation/ConfirmationScreen.tsx').then((m) => m.ConfirmationScreen),
  'confirmation-success': () =>
    import('../../screens/confirmation/ConfirmationSuccessScreen.tsx').then(
      (m) => m.ConfirmationSuccessScreen,
    ),
} satisfies ScreenLoaders;
