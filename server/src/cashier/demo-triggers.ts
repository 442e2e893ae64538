/**
 * The demo providers' explicit triggers (README "Demo triggers"): in demo mode only
 * (DEMO_MODE), a few documented magic values make the demo payment provider and the demo
 * verifier answer what a real one sometimes does, so every §8 error can be seen and tested.
 * No ordinary amount or card meets them: the amounts have these exact cents, the cards are
 * the well-known test numbers payment providers reserve for such answers.
 *
 * Site-wide states (maintenance, a payment provider down) are operator switches instead
 * (server/src/operator), and a ban is the operator's too.
 */
import type { ErrorType } from '@croupier/core/error-handling';
import { ServerError } from '../errors.ts';

/** A trigger: the error type it raises and the message the provider would give. */
interface Trigger {
  type: ErrorType;
  message: string;
}

// Exported (with DEMO_CARD_NUMBERS) for error-types.test.ts, which raises every trigger so none goes untested.
/** Withdrawal amounts (in the player's currency) and what the demo providers answer. */
export const DEMO_WITHDRAWAL_AMOUNTS: Readonly<Record<string, Trigger>> = {
  '101.01': {
    type: 'UserNeedDepositException',
    message: 'Make a deposit before withdrawing',
  },
  '101.02': {
    type: 'UserNeedProfileDataException',
    message: 'Fill in your profile before withdrawing',
  },
  '101.03': {
    type: 'KycUserProfileException',
    message: 'The verifier needs your full profile to check your identity',
  },
  '101.04': {
    type: 'SumsubVerificationRequiredException',
    message: 'Verify your identity to withdraw this amount',
  },
  '101.05': {
    type: 'WithdrawalDeclinedException',
    message: 'The payout provider declined this withdrawal',
  },
};

/** Card numbers (digits only) and what the demo payment provider answers for them. */
export const DEMO_CARD_NUMBERS: Readonly<Record<string, Trigger>> = {
  '4000000000003220': {
    type: 'RequisitesOnVerificationException',
    message: 'This card is being verified; try again when it is confirmed',
  },
  '4000000000000101': {
    type: 'RequisitesValidationRequiredException',
    message: 'Confirm this card with your bank before using it',
  },
  '4100000000000019': {
    type: 'RequisitesFraudulentException',
    message: 'This card cannot be used',
  },
};

const raise = (trigger: Trigger | undefined): void => {
  if (trigger) throw new ServerError(trigger.type, trigger.message);
};

/** Throws the error a magic withdrawal amount stands for (demo mode only). */
export function withdrawalAmountTrigger(demoMode: boolean, amount: string): void {
  if (!demoMode) return;
  const normalized = Number(amount.replace(/,/g, '')).toFixed(2);
  raise(
    Object.hasOwn(DEMO_WITHDRAWAL_AMOUNTS, normalized)
      ? DEMO_WITHDRAWAL_AMOUNTS[normalized]
      : undefined,
  );
}

/** Throws the error a magic card number stands for (demo mode only). */
export function cardNumberTrigger(
  demoMode: boolean,
  requisites: Readonly<Record<string, string>> | undefined,
): void {
  const number = requisites?.card_number?.replace(/[\s-]/g, '');
  if (!demoMode || !number) return;
  raise(Object.hasOwn(DEMO_CARD_NUMBERS, number) ? DEMO_CARD_NUMBERS[number] : undefined);
}
