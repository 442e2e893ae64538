import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { account } from '@croupier/core/refs';
import { depositAmountRule } from '@croupier/core/validation';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { AmountField } from '../cashier/AmountField.tsx';
import { amountToSend } from '../cashier/payment-request.ts';
import { useIssueText } from '../ui/use-issue-text.ts';
import { useTranslation, type Translate } from '../i18n/index.ts';
import { Button, Select } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { isFieldRefusal, rgErrorText } from './rg-error-text.ts';
import { limitPeriodText } from './rg-text.ts';
import styles from './ResponsibleGaming.module.css';
import { useResponsibleGamingRefresh } from './use-responsible-gaming.ts';
import { SaveOutcome } from './SaveOutcome.tsx';

type DepositLimits = contract.account.DepositLimits;
type DepositLimitEntry = contract.account.DepositLimitEntry;

/** The largest limit the server takes (DEPOSIT_LIMIT_MAX of the contract). */
const LIMIT_MAX = 1_000_000_000;

interface LimitValues {
  period: string;
  amount: string;
}

/** What the player is told after a save: at once, or after the cooling-off and a confirmation. */
function savedText(
  t: Translate,
  before: DepositLimitEntry | undefined,
  after: DepositLimits,
  days: number,
): string {
  const entry = after.limits.find((l) => l.period === days);
  if (entry?.pending && entry.pending !== before?.pending) {
    return t(
      'rg.limits.pendingSaved',
      'Your higher limit can be confirmed from {date}. Until then {amount} {period} stays in force.',
      {
        date: formatDateTime(entry.pending.effective_at),
        amount: formatMoney(entry.amount, after.currency),
        period: limitPeriodText(t, days),
      },
    );
  }
  return t('rg.limits.savedNow', 'Your limit of {amount} {period} applies now.', {
    amount: entry ? formatMoney(entry.amount, after.currency) : '',
    period: limitPeriodText(t, days),
  });
}

/** Props of {@link DepositLimitForm}. */
export interface DepositLimitFormProps {
  data: DepositLimits;
  periods: readonly number[];
  /** After a save (the cashier's first-deposit prompt closes itself). */
  onSaved?(after: DepositLimits): void;
}

/**
 * Sets one period's limit from a free-text amount (core's §5 amount rule, as the cashier's
 * amount), and says whether it applies now or after the cooling-off and a confirmation.
 */
export function DepositLimitForm({ data, periods, onSaved }: DepositLimitFormProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const refresh = useResponsibleGamingRefresh();
  const [saved, setSaved] = useState<string | null>(null);
  const { form, submit, submitting, formError } = useServerForm<LimitValues>({
    defaultValues: { period: String(periods[0] ?? 1), amount: '' },
    // The server names the field of a refused amount (limits): show it under the amount.
    fieldErrors: (error): Record<string, string> =>
      isFieldRefusal(error) ? { amount: rgErrorText(t, error) } : {},
    errorText: (error) => rgErrorText(t, error),
  });
  const { control, reset } = form;

  const save = submit(
    async (values) => {
      setSaved(null);
      const days = Number(values.period);
      const amount = amountToSend(values.amount);
      const before = data.limits.find((l) => l.period === days);
      const after = await platform.api.call(account.setDepositLimits, {
        limits: { [values.period]: amount },
      });
      reset({ period: values.period, amount: '' });
      setSaved(savedText(t, before, after, days));
      onSaved?.(after);
      platform.shell.haptic('success');
      await refresh();
    },
    {
      onError() {
        platform.shell.haptic('error');
        return false;
      },
    },
  );

  return (
    <form
      className={styles.limitForm}
      noValidate
      aria-label={t('rg.limits.formLabel', 'Set a deposit limit')}
      onSubmit={(event) => void save(event)}
    >
      <Controller
        control={control}
        name="period"
        render={({ field }) => (
          <Select
            label={t('rg.limits.period', 'Period')}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={periods.map((days) => ({
              value: String(days),
              label:
                days === 1
                  ? t('rg.limits.day', 'Daily (1 day)')
                  : t('rg.limits.days', '{days} days', { days }),
            }))}
          />
        )}
      />
      <Controller
        control={control}
        name="amount"
        rules={{
          validate: (value) =>
            issueText(depositAmountRule(value, { max: LIMIT_MAX, currency: data.currency })) ??
            true,
        }}
        render={({ field, fieldState }) => (
          <AmountField
            ref={field.ref}
            // Not "… amount": the cashier's own field on the same page is "Amount".
            label={t('rg.limits.amount', 'Deposit limit')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            currency={data.currency}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={submitting}>
          {t('rg.limits.save', 'Save limit')}
        </Button>
      </div>
      <SaveOutcome saved={saved} error={formError} />
    </form>
  );
}
