/** Loyalty: programmes, a programme, the shop (§2.2 `/loyalty/*`). Loaded as one small chunk; each screen is still its own. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  loyalty: () => import('../../loyalty/LoyaltyScreen.tsx').then((m) => m.LoyaltyScreen),
  'loyalty-sysname': () =>
    import('../../loyalty/LoyaltyProgramScreen.tsx').then((m) => m.LoyaltyProgramScreen),
  'loyalty-shop': () =>
    import('../../loyalty/LoyaltyShopScreen.tsx').then((m) => m.LoyaltyShopScreen),
} satisfies ScreenLoaders;
