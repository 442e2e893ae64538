/** Banners, campaign popups, offers and promo codes: the domain behind §7 banners, popups and campaigns. */
export { listBanners, bannerView } from './banners.ts';
export type { BannerQuery, BannerRow, BannerField } from './banners.ts';
export {
  bannerArtwork,
  bannerArtworkByName,
  bannerMediaPath,
  BANNER_THEMES,
} from './banner-artwork.ts';
export type { BannerTheme, BannerShape } from './banner-artwork.ts';
export { duePopups, previewPopup, popupView } from './campaign-popups.ts';
export {
  listOffers,
  findOffer,
  offerView,
  playerFacts,
  satisfiesParams,
  inAudience,
  withinLimit,
  isRunning,
  promotionGames,
} from './offers.ts';
export type { OfferRow, OfferField, PlayerFacts, OfferListQuery } from './offers.ts';
export {
  checkPromoCode,
  redeemPromoCode,
  promoCodeError,
  normalisePromoCode,
  redemptionCount,
  PROMO_CODE_MESSAGES,
} from './promo-codes.ts';
export type { PromoCodeCheck, PromoCodeHolder, PromoCodeProblem } from './promo-codes.ts';
export { registrationPromoProblem, redeemRegistrationPromo } from './registration-promo.ts';
export { grantOffer } from './grant-offer.ts';
export type { OfferGrantInput } from './grant-offer.ts';
export { grantDepositOffer } from './deposit-offer.ts';
export type { SettlingDeposit } from './deposit-offer.ts';
export { takeOffer } from './take-offer.ts';
export { seedCampaigns } from './seed-campaigns.ts';
export {
  NEW_PLAYER_DAYS,
  GUEST_CURRENCY,
  BANNER_WIDE,
  BANNER_TALL,
  OFFER_IMAGE,
} from './campaign-rules.ts';
