/** Promotions and offers (§2.2 `/promotions`, `/offers`). Loaded as one small chunk; each screen is still its own. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  promotions: () =>
    import('../../screens/promotions/PromotionsScreen.tsx').then((m) => m.PromotionsScreen),
  'promotions-id': () =>
    import('../../screens/promotions/PromotionScreen.tsx').then((m) => m.PromotionScreen),
  offers: () => import('../../screens/promotions/OffersScreen.tsx').then((m) => m.OffersScreen),
  'offers-id': () => import('../../screens/promotions/OfferScreen.tsx').then((m) => m.OfferScreen),
} satisfies ScreenLoaders;
