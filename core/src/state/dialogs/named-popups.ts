/** The named popups of spec §2.3, each with the props it opens with and its dialog kind. */

/** A dialog's presentation (§2.3 Dialog kinds). */
export type DialogKind = 'popup' | 'confirm' | 'curtain';

/** Props per named popup (§2.3). Shapes the spec leaves open are kept minimal. */
export interface NamedPopupProps {
  promoCodeActivated: { promoCode: string };
  unseenCashback: { cashbackId: number | string };
  demoMode: { gameSysname: string };
  identityVerification: Record<string, never>;
  campaign: { campaignId: number | string };
  loyaltyShopConfirm: { productId: number | string };
  loyaltyShopBuy: { productId: number | string };
  loyaltyShopInsufficientFunds: { productId: number | string };
  loyaltyQuest: { questId: number | string };
  loyaltyCharacterChange: Record<string, never>;
  loyaltyCharacterChangeConfirm: { characterId: number | string };
  burnBonusesConfirm: Record<string, never>;
  confirmEmail: { email?: string };
  bonusConfirm: { bonusId: number | string; action: 'remove' | 'activate' };
  /** Opens profile settings carrying the query values `from` and `toastType` (§2.3). */
  fillProfileInfoConfirm: { from: string; toastType: string };
  bettingBonusActivatedConfirm: { bonusId: number | string };
  gamesSearch: Record<string, never>;
  interactivityWarning: Record<string, never>;
  promotionDetails: { promotionId: number | string };
  confirmationSuccess: { contactType?: 'email' | 'phone' };
}

/** One of the named popups of §2.3. */
export type PopupName = keyof NamedPopupProps;

/** How each named popup is presented; the confirms carry reject and agree buttons. */
export const POPUP_KINDS: Readonly<Record<PopupName, DialogKind>> = {
  promoCodeActivated: 'popup',
  unseenCashback: 'popup',
  demoMode: 'popup',
  identityVerification: 'popup',
  campaign: 'popup',
  loyaltyShopConfirm: 'confirm',
  loyaltyShopBuy: 'popup',
  loyaltyShopInsufficientFunds: 'popup',
  loyaltyQuest: 'popup',
  loyaltyCharacterChange: 'popup',
  loyaltyCharacterChangeConfirm: 'confirm',
  burnBonusesConfirm: 'confirm',
  confirmEmail: 'popup',
  bonusConfirm: 'confirm',
  fillProfileInfoConfirm: 'confirm',
  bettingBonusActivatedConfirm: 'confirm',
  gamesSearch: 'curtain',
  interactivityWarning: 'popup',
  promotionDetails: 'popup',
  confirmationSuccess: 'popup',
};

/** After a promo code is activated the success popup opens unless the path contains cashier/deposit (§2.3). */
export function opensPromoCodeActivatedPopup(path: string): boolean {
  return !path.includes('cashier/deposit');
}
