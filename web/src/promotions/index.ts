/** Promotions, offers and promo codes: cards, detail, actions, the promo code form and popups. */
export { GuestCallout } from './GuestCallout.tsx';
export { OfferAction, PROMO_CODE_INPUT_ID, type OfferActionProps } from './OfferAction.tsx';
export { OfferCard, type OfferCardProps } from './OfferCard.tsx';
export { OfferDetail, type OfferDetailProps } from './OfferDetail.tsx';
export { OfferImage, OFFER_IMAGE_SIZE } from './OfferImage.tsx';
export { TAKE_OFFER_ERRORS, promoCodeErrorText, takeOfferErrorText } from './offer-errors.ts';
export {
  availableFirst,
  methodLabel,
  offerConditions,
  offerCurrency,
  offerState,
  triggerLabel,
  type OfferState,
} from './offer-terms.ts';
export { PromoCodeForm } from './PromoCodeForm.tsx';
export { PromotionBanners } from './PromotionBanners.tsx';
export { offerIdOf, offerPath, promotionPath } from './promotion-paths.ts';
export { markOfferTaken, useTakenOffers } from './taken-offers.ts';
export {
  PROMOTIONS_POSITION,
  useOffer,
  useOfferActions,
  useOfferList,
  usePromotionBanners,
} from './use-offers.ts';
