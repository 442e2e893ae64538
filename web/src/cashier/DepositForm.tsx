import type { contract } from '@croupier/core';
import { formatDate, formatMoney, parseAmount } from '@croupier/core/format';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { MethodAmountField } from './MethodAmountField.tsx';
import { cashierErrorText, serverFieldErrors } from './cashier-error-text.ts';
import { DepositOffers } from './DepositOffers.tsx';
import { keptOfferId } from './deposit-offers.ts';
import { presetAmounts } from './method-info.ts';
import { LostAnswerNotice } from './LostAnswerNotice.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useLostAnswer } from './use-lost-answer.ts';
import { openCheckout } from './open-checkout.ts';
import { rememberPaymentReturn } from './payment-return.ts';
import { PromoCodeField } from './PromoCodeField.tsx';
import { RequisiteFields } from './RequisiteFields.tsx';
import { paymentRequest } from './payment-request.ts';
import { emptyPaymentValues, type PaymentFormValues } from './requisites.ts';
import { payResultPath } from './result-path.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';
import { useAllowedHosts, useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { useCashierActions } from './use-cashier.ts';
import { useOffers } from './use-deposit-offers.ts';
import { asLimitRefusal } from '../responsible-gaming/as-limit-refusal.ts';
import { Button, Card } from '../ui/index.ts';
import { useServerForm, type SubmitOptions, type SubmitOutcome } from '../ui/use-server-form.ts';
import styles from './CashierScreens.module.css';

type PaymentMethod = contract.cashier.PaymentMethod;
type DepositLimit = contract.account.DepositLimit;

// Issue 18's limit prompt and refusal load apart: the deposit form is a hot path.
const DepositLimitPrompt = lazy(() =>
  import('../responsible-gaming/DepositLimitPrompt.tsx').then((m) => ({
    default: m.DepositLimitPrompt,
  })),
);
const DepositLimitRefusal = lazy(() =>
  import('../responsible-gaming/DepositLimitRefusal.tsx').then((m) => ({
    default: m.DepositLimitRefusal,
  })),
);

/** Props of {@link DepositForm}. */
export interface DepositFormProps {
  method: PaymentMethod;
  currency: string;
  limit: DepositLimit | null;
  /** The safe `backUrl` the player came with (§9), sent with the deposit. */
  backUrl: string | null;
}

/**
 * The deposit-limit notice (§3 Deposit limit) while a limit applies, one tap from the limits
 * page; without one, the prompt to set one (issue 18).
 */
function DepositLimitNotice({ limit }: { limit: DepositLimit | null }) {
  const { t } = useTranslation();
  if (!limit || limit.period === 'none' || limit.limit_amount === null) {
    return (
      <Suspense>
        <DepositLimitPrompt />
      </Suspense>
    );
  }
  return (
    <Notice
      tone="info"
      title={t('cashier.limit.title', 'Deposit limit')}
      actions={
        <Button href="/profile/responsible-game" size="sm" variant="ghost" icon="heart">
          {t('rg.refusal.manage', 'Manage my limits')}
        </Button>
      }
    >
      <p data-testid="deposit-limit">
        {t('cashier.limit.text', '{available} of {limit} left in your {days}-day period.', {
          available: formatMoney(limit.available_amount ?? '0', limit.currency),
          limit: formatMoney(limit.limit_amount, limit.currency),
          days: limit.period,
        })}
        {limit.expired_at
          ? ` ${t('cashier.limit.resets', 'Resets on {date}.', { date: formatDate(limit.expired_at) })}`
          : ''}
      </p>
    </Notice>
  );
}

/**
 * The deposit form of one method: amount with presets (validated by core's deposit rule),
 * requisites, offers, promo code; one submit in flight, with the key made when it opened.
 */
export function DepositForm({ method, currency, limit, backUrl }: DepositFormProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const settings = useSettings();
  const allowedHosts = useAllowedHosts();
  const navigate = useNavigate();
  const { makeDeposit } = useCashierActions();
  const offers = useOffers();
  const idempotency = useIdempotencyKey();
  const [refusal, setRefusal] = useState<ReturnType<typeof asLimitRefusal>>(null);
  const [offerId, setOfferId] = useState<number | null>(null);
  const { form, submit, submitting, formError, setFormError, release } =
    useServerForm<PaymentFormValues>({
      defaultValues: emptyPaymentValues(method),
      errorText: (error) => cashierErrorText(t, error),
      fieldErrors: (error) => serverFieldErrors(t, error),
    });
  const { control } = form;
  const bounds = method.limits[currency];
  const presets = presetAmounts(settings.cms?.cashier, method.sysname, currency).filter(
    (value) => !bounds || (value >= Number(bounds.min) && value <= Number(bounds.max)),
  );
  const amount = useWatch({ control, name: 'amount' });
  const amountValue = parseAmount(amount);

  // Back from the provider through the browser's cache: the form may be used again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) release();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [release]);

  const answer = useLostAnswer<PaymentFormValues>();
  const pay = async (values: PaymentFormValues): Promise<SubmitOutcome> => {
    if (answer.refused(setFormError)) return;
    setRefusal(null);
    const result = await makeDeposit(
      {
        ...paymentRequest(method, values),
        campaign_offer_id: keptOfferId(offers.items, method.sysname, offerId) ?? -1,
        ...(backUrl ? { backUrl } : {}),
      },
      { idempotencyKey: idempotency.key },
    );
    answer.settled();
    rememberPaymentReturn(platform.storage, backUrl, platform.origin);
    platform.shell.haptic('success');
    if (result.redirect_url) {
      const where = openCheckout(
        platform,
        result.redirect_url,
        result.open_in_new_window,
        allowedHosts,
      );
      if (where === 'new') navigate(payResultPath('newwindow', result.transaction_id, backUrl));
    } else {
      navigate(payResultPath(result.status, result.transaction_id, backUrl));
    }
    // The page is unloading or the result page replaces the form: the submit stays blocked.
    return 'stay-blocked';
  };
  const failures: SubmitOptions<PaymentFormValues> = {
    onError(error, values, again) {
      if (answer.lost(error, values, again)) return true;
      answer.settled();
      platform.shell.haptic('error');
      const overLimit = asLimitRefusal(error);
      if (overLimit) setRefusal(overLimit);
      return overLimit !== null;
    },
  };

  const submitLabel =
    Number.isFinite(amountValue) && amountValue > 0
      ? t('cashier.pay', 'Pay {amount}', { amount: formatMoney(amountValue, currency) })
      : t('common.deposit', 'Deposit');
  // In a host with a native main button (Telegram) the submit lives there, with its progress.
  const onHostButton = platform.shell.useMainButton({
    text: submitLabel,
    loading: submitting || answer.recovering,
    onClick: () =>
      void submit(pay, { ...failures, onInvalid: () => platform.shell.haptic('error') })(),
  });

  return (
    <Card
      as="section"
      padding="lg"
      className={styles.formCard}
      aria-labelledby="deposit-form-title"
    >
      {/* Outside the form: the limit prompt has a form of its own, and forms do not nest. */}
      <DepositLimitNotice limit={limit} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(pay, failures)(event)}
      >
        <div className={styles.formHead}>
          <h2 id="deposit-form-title" className={styles.sectionTitle}>
            {t('cashier.depositWith', 'Deposit with {method}', { method: method.name })}
          </h2>
        </div>
        <MethodAmountField
          control={control}
          currency={currency}
          min={bounds ? Number(bounds.min) : undefined}
          max={bounds ? Number(bounds.max) : undefined}
          step={method.step === null ? null : Number(method.step)}
          presets={presets}
        />
        <RequisiteFields method={method} form={form} />
        <DepositOffers
          offers={offers.items}
          method={method.sysname}
          value={offerId}
          onChange={setOfferId}
        />
        <PromoCodeField />
        {refusal ? (
          <Suspense>
            <DepositLimitRefusal refusal={refusal} />
          </Suspense>
        ) : null}
        {formError ? (
          <Notice tone="danger" role="alert">
            <p>{formError}</p>
          </Notice>
        ) : null}
        <LostAnswerNotice answer={answer} />
        {onHostButton ? null : (
          <Button type="submit" size="lg" block loading={submitting || answer.recovering}>
            {submitLabel}
          </Button>
        )}
        <p className={styles.secure}>
          {t('cashier.secureNote', 'Payments are processed securely by the payment provider.')}
        </p>
      </form>
    </Card>
  );
}
