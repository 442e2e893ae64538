/** Promotions and offers (§2.2 `/promotions`, `/offers`). Loaded as one small chunk; each screen is still its own. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  promotions: () => import('../../promotions/PromotionsScreen.tsx').then((m) => m.PromotionsScreen),
  'promotions-id': () =>
    import('../../promotions/PromotionScreen.tsx').then((m) => m.PromotionScreen),
  offers: () => import('../../promotions/OffersScreen.tsx').then((m) => m.OffersScreen),
  'offers-id': () => import('../../promotions/OfferScreen.tsx').then((m) => m.OfferScreen),
} satisfies ScreenLoaders;
