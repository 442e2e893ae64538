/**
 * Withdrawal errors that come with a way out (spec §8): the player must confirm a contact
 * (profile settings) or pass verification (profile verification); the form shows a button.
 */
import { ApiError } from '../errors.ts';

/** A button the withdrawal form shows beside the error. */
export interface WithdrawalAction {
  type: 'UserNeedConfirmContactException' | 'KycWithdrawalException';
  /** i18n key of the button label. */
  labelKey: string;
  /** Where the button leads (§2.2 route path, before any locale prefix). */
  to: string;
  /** The server's explanation, shown above the button. */
  message: string;
}

/** Route and label of each actionable withdrawal error. */
export const WITHDRAWAL_ACTIONS = {
  UserNeedConfirmContactException: {
    labelKey: 'cashier.withdrawal.confirmContact',
    to: '/profile/settings',
  },
  KycWithdrawalException: {
    labelKey: 'cashier.withdrawal.passVerification',
    to: '/profile/verification',
  },
} as const satisfies Record<WithdrawalAction['type'], { labelKey: string; to: string }>;

/** The button for a withdrawal failure, or null when the error has no action. */
export function withdrawalAction(error: unknown): WithdrawalAction | null {
  if (!(error instanceof ApiError)) return null;
  const type = error.type;
  if (type !== 'UserNeedConfirmContactException' && type !== 'KycWithdrawalException') return null;
  return { type, ...WITHDRAWAL_ACTIONS[type], message: error.message };
}
