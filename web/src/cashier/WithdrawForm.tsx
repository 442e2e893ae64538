import type { contract } from '@croupier/core';
import {
  withdrawalAction,
  type WithdrawalAction,
  type WithdrawalActionType,
} from '@croupier/core/error-handling';
import { formatMoney, parseAmount } from '@croupier/core/format';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { openFillProfileInfo } from '../profile/open-fill-profile-info.ts';
import { usePlatform } from '../app/platform-context.ts';
import { MethodAmountField } from './MethodAmountField.tsx';
import { cashierErrorText, serverFieldErrors } from './cashier-error-text.ts';
import { LostAnswerNotice } from './LostAnswerNotice.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useLostAnswer } from './use-lost-answer.ts';
import { RequisiteFields } from './RequisiteFields.tsx';
import { paymentRequest } from './payment-request.ts';
import { emptyPaymentValues, type PaymentFormValues } from './requisites.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { useCashierActions } from './use-cashier.ts';
import { Button, Card } from '../ui/index.ts';
import type { IconName } from '../ui/index.ts';
import { useServerForm, type SubmitOptions } from '../ui/use-server-form.ts';
import styles from './CashierScreens.module.css';

type PaymentMethod = contract.cashier.PaymentMethod;

/** Each way out's icon and its texts when the locale has none. */
const ACTION_FALLBACK: Readonly<
  Record<WithdrawalActionType, { title: string; label: string; icon: IconName }>
> = {
  UserNeedConfirmContactException: {
    title: 'Confirm your contact first',
    label: 'Confirm contact',
    icon: 'mail',
  },
  KycWithdrawalException: {
    title: 'Verify your identity first',
    label: 'Pass verification',
    icon: 'shield',
  },
  SumsubVerificationRequiredException: {
    title: 'Verify your identity first',
    label: 'Pass verification',
    icon: 'shield',
  },
  UserNeedDepositException: {
    title: 'Make a deposit first',
    label: 'Make a deposit',
    icon: 'wallet',
  },
  UserNeedProfileDataException: {
    title: 'Complete your profile first',
    label: 'Fill in profile',
    icon: 'user',
  },
  KycUserProfileException: {
    title: 'Complete your profile first',
    label: 'Fill in profile',
    icon: 'user',
  },
};

/** Props of {@link WithdrawForm}. */
export interface WithdrawFormProps {
  method: PaymentMethod;
  currency: string;
  /** What may be withdrawn now (the main balance less pending withdrawals). */
  available: string;
}

/**
 * The withdrawal form of one method: amount within the method's limits and the withdrawable
 * amount, the requisites it needs, and the §8 errors that come with a way out (confirm a
 * contact, pass verification) as a button.
 */
export function WithdrawForm({ method, currency, available }: WithdrawFormProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { makeWithdrawal } = useCashierActions();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  const [action, setAction] = useState<WithdrawalAction | null>(null);
  const { form, submit, submitting, formError, setFormError } = useServerForm<PaymentFormValues>({
    defaultValues: emptyPaymentValues(method),
    errorText: (error) => cashierErrorText(t, error),
    fieldErrors: (error) => serverFieldErrors(t, error),
  });
  const { control, reset } = form;
  const bounds = method.limits[currency];
  const max = bounds ? Math.min(Number(bounds.max), Number(available)) : Number(available);
  const amountValue = parseAmount(useWatch({ control, name: 'amount' }));

  const answer = useLostAnswer<PaymentFormValues>();
  const withdraw = async (values: PaymentFormValues) => {
    if (answer.refused(setFormError)) return;
    setAction(null);
    const done = await makeWithdrawal(paymentRequest(method, values), {
      idempotencyKey: idempotency.key,
    });
    answer.settled();
    platform.stores.toasts.show({
      kind: 'success',
      title: t('cashier.withdrawRequested', 'Withdrawal requested'),
      message: t('cashier.withdrawRequestedText', '{amount} is on its way to you.', {
        amount: formatMoney(done.amount, done.currency),
      }),
    });
    reset(emptyPaymentValues(method));
    // The next withdrawal is another payment: a new key.
    idempotency.renew();
  };
  const failures: SubmitOptions<PaymentFormValues> = {
    onError(error, values, again) {
      if (answer.lost(error, values, again)) return true;
      answer.settled();
      // The fill-profile popup (§2.3) is the way out: settings, then back here.
      if (openFillProfileInfo(platform, navigate, error, platform.navigation.current().pathname))
        return true;
      const way = withdrawalAction(error);
      if (way) setAction(way);
      return way !== null;
    },
  };
  return (
    <Card
      as="section"
      padding="lg"
      className={styles.formCard}
      aria-labelledby="withdraw-form-title"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(withdraw, failures)(event)}
      >
        <h2 id="withdraw-form-title" className={styles.sectionTitle}>
          {t('cashier.withdrawWith', 'Withdraw to {method}', { method: method.name })}
        </h2>
        <MethodAmountField
          control={control}
          currency={currency}
          min={bounds ? Number(bounds.min) : undefined}
          max={max}
        />
        <RequisiteFields method={method} form={form} withBanks />
        {action ? (
          <Notice
            tone="warning"
            role="alert"
            title={t(action.titleKey, ACTION_FALLBACK[action.type].title)}
            actions={
              <Button
                href={action.to}
                variant="secondary"
                size="sm"
                icon={ACTION_FALLBACK[action.type].icon}
              >
                {t(action.labelKey, ACTION_FALLBACK[action.type].label)}
              </Button>
            }
          >
            <p>{action.message}</p>
          </Notice>
        ) : null}
        {formError ? (
          <Notice tone="danger" role="alert">
            <p>{formError}</p>
          </Notice>
        ) : null}
        <LostAnswerNotice answer={answer} />
        <Button type="submit" size="lg" block loading={submitting || answer.recovering}>
          {Number.isFinite(amountValue) && amountValue > 0
            ? t('cashier.withdrawAmount', 'Withdraw {amount}', {
                amount: formatMoney(amountValue, currency),
              })
            : t('common.withdraw', 'Withdraw')}
        </Button>
      </form>
    </Card>
  );
}
