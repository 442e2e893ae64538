import { formatMoney } from '@croupier/core/format';
import { depositAmountRule } from '@croupier/core/validation';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../i18n/index.ts';
import { AmountField } from './AmountField.tsx';
import type { PaymentFormValues } from './requisites.ts';
import { useIssueText } from '../ui/use-issue-text.ts';

/** Props of {@link MethodAmountField}. */
export interface MethodAmountFieldProps {
  control: Control<PaymentFormValues>;
  currency: string;
  /** The method's minimum; the "From … to …" hint shows only when the method has limits. */
  min: number | undefined;
  max: number | undefined;
  /** Amounts must be a multiple of it (deposits of some methods). */
  step?: number | null;
  presets?: readonly number[];
}

/**
 * The amount of a deposit or withdrawal form: core's §5 sum rule (min, max, step, two
 * decimals) with its message, the method's limits as a hint, and preset amounts.
 */
export function MethodAmountField({
  control,
  currency,
  min,
  max,
  step = null,
  presets,
}: MethodAmountFieldProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  return (
    <Controller
      control={control}
      name="amount"
      rules={{
        validate: (value) =>
          issueText(depositAmountRule(value, { min, max, step, currency })) ?? true,
      }}
      render={({ field, fieldState }) => (
        <AmountField
          ref={field.ref}
          label={t('cashier.amount', 'Amount')}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          currency={currency}
          presets={presets}
          error={fieldState.error?.message}
          hint={
            min !== undefined && max !== undefined
              ? t('cashier.limits', 'From {min} to {max}', {
                  min: formatMoney(min, currency),
                  max: formatMoney(max, currency),
                })
              : undefined
          }
        />
      )}
    />
  );
}
