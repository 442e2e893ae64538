/** The named popups of spec §2.3, each with the props it opens with and its dialog kind. */
import type { ContactType } from '../../contract/account.ts';
import type { BettingBonus } from '../../contract/betting-bonuses.ts';
import type { Bonus } from '../../contract/bonuses.ts';
import type { Cashback } from '../../contract/cashbacks.ts';
import type { Game } from '../../contract/games.ts';
import type { Character, Product, Quest } from '../../contract/loyalty.ts';
import type { CampaignPopup } from '../../contract/popups.ts';

/** A dialog's presentation (§2.3 Dialog kinds). */
export type DialogKind = 'popup' | 'confirm' | 'curtain';

/** Props per named popup (§2.3). Shapes the spec leaves open are kept minimal. */
export interface NamedPopupProps {
  promoCodeActivated: { promoCode: string };
  unseenCashback: { cashbackId: Cashback['id'] };
  demoMode: { gameSysname: Game['sysname'] };
  identityVerification: Record<string, never>;
  campaign: { campaignId: CampaignPopup['id'] };
  loyaltyShopConfirm: { productId: Product['id'] };
  loyaltyShopBuy: { productId: Product['id'] };
  loyaltyShopInsufficientFunds: { productId: Product['id'] };
  loyaltyQuest: { questId: Quest['id'] };
  loyaltyCharacterChange: Record<string, never>;
  loyaltyCharacterChangeConfirm: { characterId: Character['id'] };
  burnBonusesConfirm: Record<string, never>;
  confirmEmail: { email?: string };
  bonusConfirm: { bonusId: Bonus['id']; action: 'remove' | 'activate' };
  /** Opens profile settings carrying the query values `from` and `toastType` (§2.3). */
  fillProfileInfoConfirm: { from: string; toastType: string };
  bettingBonusActivatedConfirm: { bonusId: BettingBonus['id'] };
  gamesSearch: Record<string, never>;
  interactivityWarning: Record<string, never>;
  promotionDetails: { promotionId: number | string };
  confirmationSuccess: { contactType?: ContactType };
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
