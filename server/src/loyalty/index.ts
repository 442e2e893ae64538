/** The loyalty programme: points from real-money stakes, levels, quests, the shop, notices. */
export { STAKE_PER_POINT_MINOR, NOTICES_PER_DELIVERY, NOTICE_TTL_DAYS } from './loyalty-rules.ts';
export { loyaltyPlayListener } from './loyalty-play-listener.ts';
export {
  defaultProgram,
  ensureLoyaltyAccount,
  findLoyaltyAccount,
  type LoyaltyAccount,
} from './loyalty-account.ts';
export { movePoints, InsufficientPointsError } from './points.ts';
export type { PointsMove, PointsMoved } from './points.ts';
export { advanceQuests, questsOf, questTarget } from './quests.ts';
export { buyProduct, type Purchase } from './buy-product.ts';
export { addNotice, deliverNotices, noticeTexts, NOTICE_TEXTS } from './notices.ts';
export type { NewNotice } from './notices.ts';
export { characterView, levelsOf, productView, programSummaryView } from './loyalty-views.ts';
export { localized } from './localized.ts';
export { rewardFor } from './reward-template.ts';
export { seedLoyalty, type LoyaltySeedResult } from './seed-loyalty.ts';
export { loyaltyArtwork, loyaltyMediaPath, LOYALTY_ART_KINDS } from './loyalty-artwork.ts';
export type { LoyaltyArtKind } from './loyalty-artwork.ts';
export {
  DEMO_PROGRAM,
  DEMO_LEVELS,
  DEMO_CHARACTERS,
  DEMO_PRODUCTS,
  DEMO_QUESTS,
} from './demo-loyalty.ts';
