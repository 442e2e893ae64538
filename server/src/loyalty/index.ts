/** The loyalty programme: points from real-money stakes, levels, quests, the shop, notices. */
export { defaultProgram, ensureLoyaltyAccount, findLoyaltyAccount } from './loyalty-account.ts';
export { questsOf } from './quests.ts';
export { buyProduct } from './buy-product.ts';
export { deliverNotices } from './notices.ts';
export { characterView, levelsOf, productView, programSummaryView } from './loyalty-views.ts';
export { localized } from './localized.ts';
