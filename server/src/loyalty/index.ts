/** The loyalty programme: points from real-money stakes, levels, quests, the shop, notices. */
export {
  defaultProgram,
  ensureLoyaltyAccount,
  findLoyaltyAccount,
  type LoyaltyAccount,
} from './loyalty-account.ts';
export type { PointsMove, PointsMoved } from './points.ts';
export { questsOf } from './quests.ts';
export { buyProduct, type Purchase } from './buy-product.ts';
export { deliverNotices } from './notices.ts';
export type { NewNotice } from './notices.ts';
export { characterView, levelsOf, productView, programSummaryView } from './loyalty-views.ts';
export { localized } from './localized.ts';
export { type LoyaltySeedResult } from './seed-loyalty.ts';
export type { LoyaltyArtKind } from './loyalty-artwork.ts';
