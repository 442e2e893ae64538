/**
 * What follows a successful registration (§4 Registration): the popup queue (email confirm,
 * unseen cashback, campaigns) and the redirect to the deposit page unless a redirectUrl exists.
 */
import type { Cashback } from '../../contract/cashbacks.ts';
import type { CampaignPopup } from '../../contract/popups.ts';
import type { DialogRequest } from '../dialogs/dialog-queue.ts';

/** The cashier deposit page (§2.2). */
export const DEPOSIT_PATH = '/cashier/deposit';

/** Inputs of the follow-up decision. */
export interface FollowUpInput {
  /** Registration config confirmEmailPopup. */
  confirmEmailPopup: boolean;
  email?: string;
  unseenCashbackId: Cashback['id'] | null;
  campaignIds: readonly CampaignPopup['id'][];
  /** The redirectUrl query value, if any. */
  redirectUrl: string | null;
  depositPath?: string;
}

/** Popups to queue in order, and where to go (null: the redirectUrl handling takes over). */
export function registrationFollowUp(input: FollowUpInput): {
  popups: DialogRequest[];
  redirectTo: string | null;
} {
  const popups: DialogRequest[] = [];
  // Only a player who gave an e-mail has one to confirm (a phone sign-up has none).
  if (input.confirmEmailPopup && input.email)
    popups.push({ name: 'confirmEmail', props: { email: input.email } });
  if (input.unseenCashbackId !== null)
    popups.push({ name: 'unseenCashback', props: { cashbackId: input.unseenCashbackId } });
  for (const campaignId of input.campaignIds)
    popups.push({ name: 'campaign', props: { campaignId } });
  return {
    popups,
    redirectTo: input.redirectUrl ? null : (input.depositPath ?? DEPOSIT_PATH),
  };
}
