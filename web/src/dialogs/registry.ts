/**
 * Named popups (§2.3) → their content, each loaded on demand when first opened. The features
 * that own a popup add it here. A named popup opened without a binding here is logged and closed, so the queue moves on.
 */
import type { PopupName } from '@croupier/core/state';
import { lazyDialog, type DialogBinding } from './dialog-binding.ts';

/** The named popups this build can show. */
// A domain's popups load as one chunk: one entry in the entry's preload map (DESIGN §9).
const profileDialogs = () => import('./profile-dialogs.ts');
const loyaltyDialogs = () => import('../loyalty/dialogs.ts');
const promotionDialogs = () => import('../promotions/dialogs.ts');

export const DIALOGS: Readonly<Partial<Record<PopupName, DialogBinding>>> = {
  interactivityWarning: lazyDialog(
    () =>
      import('../inactivity/InactivityWarningDialog.tsx').then((m) => m.InactivityWarningDialog),
    { title: (t) => t('inactivity.title', 'Are you still there?'), size: 'sm', showTitle: true },
  ),
  // The profile's reward dialogs (bonuses, cashback, verification): one chunk, profile-dialogs.ts.
  bonusConfirm: lazyDialog(() => profileDialogs().then((m) => m.BonusConfirmDialog), {
    title: (t, props) =>
      props.action === 'activate'
        ? t('bonuses.confirmActivateTitle', 'Activate bonus')
        : t('bonuses.confirmRemoveTitle', 'Remove bonus'),
    size: 'sm',
    showTitle: true,
  }),
  burnBonusesConfirm: lazyDialog(() => profileDialogs().then((m) => m.BurnBonusesConfirmDialog), {
    title: (t) => t('bonuses.burnAllTitle', 'Remove all bonuses'),
    size: 'sm',
    showTitle: true,
  }),
  bettingBonusActivatedConfirm: lazyDialog(
    () => profileDialogs().then((m) => m.BettingBonusActivatedDialog),
    {
      title: (t) => t('bonuses.bettingActivatedTitle', 'Betting bonus activated'),
      size: 'sm',
      showTitle: true,
    },
  ),
  unseenCashback: lazyDialog(() => profileDialogs().then((m) => m.UnseenCashbackDialog), {
    title: (t) => t('cashback.popupTitle', 'Your cashback'),
    size: 'sm',
    showTitle: true,
  }),
  // The profile's account dialogs: contacts and profile data.
  confirmEmail: lazyDialog(() => profileDialogs().then((m) => m.ConfirmEmailDialog), {
    title: (t) => t('confirmation.emailTitle', 'Confirm your e-mail'),
    size: 'sm',
    showTitle: true,
  }),
  confirmationSuccess: lazyDialog(() => profileDialogs().then((m) => m.ConfirmationSuccessDialog), {
    title: (t, props) =>
      props.contactType === 'phone'
        ? t('confirmation.phoneDone', 'Your phone is confirmed')
        : t('confirmation.emailDone', 'Your e-mail is confirmed'),
    size: 'sm',
    showTitle: true,
  }),
  fillProfileInfoConfirm: lazyDialog(() => profileDialogs().then((m) => m.FillProfileInfoDialog), {
    title: (t) => t('fillProfile.title', 'Fill in your profile'),
    size: 'sm',
    showTitle: true,
  }),
  identityVerification: lazyDialog(
    () => profileDialogs().then((m) => m.IdentityVerificationDialog),
    {
      title: (t) => t('verification.frameTitle', 'Identity verification'),
      size: 'lg',
      showTitle: true,
    },
  ),
  gamesSearch: lazyDialog(
    () => import('../games/GamesSearchDialog.tsx').then((m) => m.GamesSearchDialog),
    { title: (t) => t('common.searchGames', 'Search games') },
  ),
  campaign: lazyDialog(
    () => import('../campaigns/CampaignPopupDialog.tsx').then((m) => m.CampaignPopupDialog),
    { title: (t) => t('campaign.title', 'Special offer'), size: 'sm', showTitle: false },
  ),
  demoMode: lazyDialog(() => import('../games/DemoModeDialog.tsx').then((m) => m.DemoModeDialog), {
    title: (t) => t('games.demoTitle', 'Demo mode'),
    size: 'sm',
  }),
  promoCodeActivated: lazyDialog(() => promotionDialogs().then((m) => m.PromoCodeActivatedDialog), {
    title: (t) => t('promotions.activated.title', 'Promo code activated'),
    size: 'sm',
    showTitle: false,
  }),
  promotionDetails: lazyDialog(() => promotionDialogs().then((m) => m.PromotionDetailsDialog), {
    title: (t) => t('promotions.detailsTitle', 'Promotion details'),
    showTitle: false,
  }),
  loyaltyShopConfirm: lazyDialog(() => loyaltyDialogs().then((m) => m.ShopConfirmDialog), {
    title: (t) => t('loyalty.confirmTitle', 'Confirm the purchase'),
    size: 'sm',
    showTitle: true,
  }),
  loyaltyShopBuy: lazyDialog(() => loyaltyDialogs().then((m) => m.ShopBuyDialog), {
    title: (t) => t('loyalty.boughtHeading', 'Purchase complete'),
    size: 'sm',
    showTitle: true,
  }),
  loyaltyShopInsufficientFunds: lazyDialog(
    () => loyaltyDialogs().then((m) => m.ShopInsufficientDialog),
    {
      title: (t) => t('loyalty.insufficientTitle', 'Not enough points'),
      size: 'sm',
      showTitle: true,
    },
  ),
  loyaltyQuest: lazyDialog(() => loyaltyDialogs().then((m) => m.QuestDialog), {
    title: (t) => t('loyalty.questTitle', 'Quest'),
    size: 'sm',
    showTitle: true,
  }),
  loyaltyCharacterChange: lazyDialog(() => loyaltyDialogs().then((m) => m.CharacterChangeDialog), {
    title: (t) => t('loyalty.characterTitle', 'Choose your character'),
    showTitle: true,
  }),
  loyaltyCharacterChangeConfirm: lazyDialog(
    () => loyaltyDialogs().then((m) => m.CharacterChangeConfirmDialog),
    {
      title: (t) => t('loyalty.characterConfirmTitle', 'Change character?'),
      size: 'sm',
      showTitle: true,
    },
  ),
};
