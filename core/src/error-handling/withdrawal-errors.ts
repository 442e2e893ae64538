/**
 * Withdrawal errors that come with a way out (spec §8): the player must confirm a contact
 * (profile settings) or pass verification (profile verification); the form shows a button.
 * The other account-state refusals a withdrawal can meet get the same treatment, each with
 * the place that resolves it: a first deposit (UserNeedDeposit), missing profile data
 * (UserNeedProfileData, KycUserProfile: the verifier needs the profile filled in) and an
 * identity check the amount requires (SumsubVerificationRequired).
 */
import { ApiError } from '../errors.ts';
import type { ErrorType } from './error-types.ts';

/** The withdrawal errors that have a way out. */
export type WithdrawalActionType =
  | 'UserNeedConfirmContactException'
  | 'KycWithdrawalException'
  | 'UserNeedDepositException'
  | 'UserNeedProfileDataException'
  | 'KycUserProfileException'
  | 'SumsubVerificationRequiredException';

/** A button the withdrawal form shows beside the error. */
export interface WithdrawalAction {
  type: WithdrawalActionType;
  /** i18n key of the notice's title. */
  titleKey: string;
  /** i18n key of the button label. */
  labelKey: string;
  /** Where the button leads (§2.2 route path, before any locale prefix). */
  to: string;
  /** The server's explanation, shown above the button. */
  message: string;
}

/** Title, label and route of each actionable withdrawal error. */
export const WITHDRAWAL_ACTIONS = {
  UserNeedConfirmContactException: {
    titleKey: 'cashier.confirmContactTitle',
    labelKey: 'cashier.withdrawal.confirmContact',
    to: '/profile/settings',
  },
  KycWithdrawalException: {
    titleKey: 'cashier.verificationTitle',
    labelKey: 'cashier.withdrawal.passVerification',
    to: '/profile/verification',
  },
  SumsubVerificationRequiredException: {
    titleKey: 'cashier.verificationTitle',
    labelKey: 'cashier.withdrawal.passVerification',
    to: '/profile/verification',
  },
  UserNeedDepositException: {
    titleKey: 'cashier.needDepositTitle',
    labelKey: 'cashier.withdrawal.makeDeposit',
    to: '/cashier/deposit',
  },
  UserNeedProfileDataException: {
    titleKey: 'cashier.profileDataTitle',
    labelKey: 'cashier.withdrawal.fillProfile',
    to: '/profile/settings',
  },
  KycUserProfileException: {
    titleKey: 'cashier.profileDataTitle',
    labelKey: 'cashier.withdrawal.fillProfile',
    to: '/profile/settings',
  },
} as const satisfies Record<
  WithdrawalActionType,
  { titleKey: string; labelKey: string; to: string }
>;

const isActionType = (type: ErrorType): type is WithdrawalActionType =>
  Object.hasOwn(WITHDRAWAL_ACTIONS, type);

/** The button for a withdrawal failure, or null when the error has no action. */
export function withdrawalAction(error: unknown): WithdrawalAction | null {
  if (!(error instanceof ApiError)) return null;
  const type = error.type;
  if (!isActionType(type)) return null;
  return { type, ...WITHDRAWAL_ACTIONS[type], message: error.message };
}
