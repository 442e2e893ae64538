import { formatAmount } from '@croupier/core/format';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { TextInput, cx } from '../ui/index.ts';
import styles from './AmountField.module.css';

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  currency: string;
  /** Preset amounts shown as chips (§3 payment presets). */
  presets?: readonly number[];
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** An amount input with its currency and preset chips that fill it in. */
export function AmountField({
  label,
  value,
  onChange,
  onBlur,
  name,
  currency,
  presets = [],
  error,
  hint,
  ref,
}: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.amount}>
      <TextInput
        ref={ref}
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode="decimal"
        autoComplete="off"
        error={error}
        hint={hint}
        suffix={<span className={styles.currency}>{currency}</span>}
        fieldClassName={styles.field}
      />
      {presets.length > 0 ? (
        <div
          className={styles.presets}
          role="group"
          aria-label={t('cashier.presets', 'Quick amounts')}
        >
          {presets.map((preset) => {
            const pressed = Number(value.replace(/,/g, '')) === preset;
            return (
              <button
                key={preset}
                type="button"
                className={cx(styles.chip, pressed && styles.pressed)}
                aria-pressed={pressed}
                onClick={() => onChange(String(preset))}
              >
                {formatAmount(preset)} <span className={styles.chipCurrency}>{currency}</span>
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
