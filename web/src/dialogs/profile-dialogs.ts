/** The profile's popups (§2.3: bonuses, cashback, verification), one chunk for the registry. */
export { BettingBonusActivatedDialog } from '../bonuses/BettingBonusActivatedDialog.tsx';
export { BonusConfirmDialog } from '../bonuses/BonusConfirmDialog.tsx';
export { BurnBonusesConfirmDialog } from '../bonuses/BurnBonusesConfirmDialog.tsx';
export { UnseenCashbackDialog } from '../cashback/UnseenCashbackDialog.tsx';
export { IdentityVerificationDialog } from '../verification/IdentityVerificationDialog.tsx';
export { ConfirmEmailDialog } from '../profile/ConfirmEmailDialog.tsx';
export { ConfirmationSuccessDialog } from '../profile/ConfirmationSuccessDialog.tsx';
export { FillProfileInfoDialog } from '../profile/FillProfileInfoDialog.tsx';
