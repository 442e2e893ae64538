/** Banners, campaign popups, offers and promo codes: the domain behind §7 banners, popups and campaigns. */
export { listBanners } from './banners.ts';
export type { BannerQuery, BannerRow, BannerField } from './banners.ts';
export type { BannerTheme, BannerShape } from './banner-artwork.ts';
export { duePopups, previewPopup } from './campaign-popups.ts';
export { listOffers, offerView, playerFacts, promotionGames } from './offers.ts';
export type { OfferRow, OfferField, PlayerFacts, OfferListQuery } from './offers.ts';
export { checkPromoCode, redeemPromoCode } from './promo-codes.ts';
export type { PromoCodeCheck, PromoCodeHolder, PromoCodeProblem } from './promo-codes.ts';
export { registrationPromoProblem, redeemRegistrationPromo } from './registration-promo.ts';
export type { OfferGrantInput } from './grant-offer.ts';
export { grantDepositOffer } from './deposit-offer.ts';
export type { SettlingDeposit } from './deposit-offer.ts';
export { takeOffer } from './take-offer.ts';
export { seedCampaigns } from './seed-campaigns.ts';
