import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import type { ErrorType } from './error-types.ts';
import { withdrawalAction } from './withdrawal-errors.ts';

const failed = (type: ErrorType, message = 'Withdrawal not possible') =>
  new ApiError(400, { type, message }, '/api/cashier/makewithdrawal');

describe('withdrawal errors UserNeedConfirmContact and KycWithdrawal: buttons shown with a link (§8)', () => {
  it('UserNeedConfirmContact leads to profile settings', () => {
    expect(
      withdrawalAction(failed('UserNeedConfirmContactException', 'Confirm your email')),
    ).toEqual({
      type: 'UserNeedConfirmContactException',
      titleKey: 'cashier.confirmContactTitle',
      labelKey: 'cashier.withdrawal.confirmContact',
      to: '/profile/settings',
      message: 'Confirm your email',
    });
  });
  it('KycWithdrawal leads to profile verification', () => {
    expect(withdrawalAction(failed('KycWithdrawalException'))).toMatchObject({
      labelKey: 'cashier.withdrawal.passVerification',
      to: '/profile/verification',
    });
  });
  it('the account-state refusals lead where they are resolved', () => {
    expect(withdrawalAction(failed('UserNeedDepositException'))).toMatchObject({
      to: '/cashier/deposit',
      labelKey: 'cashier.withdrawal.makeDeposit',
    });
    expect(withdrawalAction(failed('UserNeedProfileDataException'))?.to).toBe('/profile/settings');
    expect(withdrawalAction(failed('KycUserProfileException'))?.to).toBe('/profile/settings');
    expect(withdrawalAction(failed('SumsubVerificationRequiredException'))?.to).toBe(
      '/profile/verification',
    );
  });
  it('other withdrawal errors have no button', () => {
    expect(withdrawalAction(failed('WithdrawalDeclinedException'))).toBeNull();
    expect(withdrawalAction(failed('WithdrawalLimitsExceededException'))).toBeNull();
    expect(withdrawalAction(failed('RequisitesFraudulentException'))).toBeNull();
    expect(withdrawalAction(new Error('KycWithdrawalException'))).toBeNull();
  });
});
