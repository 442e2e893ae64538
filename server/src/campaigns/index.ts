/** Banners, campaign popups, offers and promo codes: the domain behind §7 banners, popups and campaigns. */
export { listBanners } from './banners.ts';
export { duePopups, previewPopup } from './campaign-popups.ts';
export { listOffers, offerView, playerFacts, promotionGames } from './offers.ts';
export { checkPromoCode, redeemPromoCode } from './promo-codes.ts';
export { registrationPromoProblem, redeemRegistrationPromo } from './registration-promo.ts';
export { grantDepositOffer } from './deposit-offer.ts';
export { takeOffer } from './take-offer.ts';
export { seedCampaigns } from './seed-campaigns.ts';
