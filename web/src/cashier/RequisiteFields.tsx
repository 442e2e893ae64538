import type { contract } from '@croupier/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../i18n/index.ts';
import { useBanks } from '../services/use-cashier.ts';
import { Select, TextInput, cx } from '../ui/index.ts';
import { MaskedInput } from './MaskedInput.tsx';
import { CARD_NUMBER_MASK, CPF_MASK, IBAN_MASK } from './masks.ts';
import { NEW_CARD, needs, requisiteIssue, type PaymentFormValues } from './requisites.ts';
import styles from './RequisiteFields.module.css';
import { useIssueText } from './use-issue-text.ts';

type PaymentMethod = contract.cashier.PaymentMethod;

/** Props of {@link RequisiteFields}. */
export interface RequisiteFieldsProps {
  method: PaymentMethod;
  form: UseFormReturn<PaymentFormValues>;
  /** Offer the bank list of bank-transfer and PIX methods (withdrawals pay out to a bank). */
  withBanks?: boolean;
}

/** "411111...1111" → "•••• 1111". */
function cardLabel(mask: string): string {
  return `•••• ${mask.slice(-4)}`;
}

/** The fields a method's requisites need: saved card or card number and holder, IBAN, CPF. */
export function RequisiteFields({ method, form, withBanks = false }: RequisiteFieldsProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const { control, setValue } = form;
  const card = useWatch({ control, name: 'card' });
  const saved = method.saved_cards;
  const showBanks = withBanks && (method.type === 'bank_transfer' || method.type === 'pix');
  const banks = useBanks(showBanks ? method.sysname : null).data ?? [];
  const validate =
    (field: 'card_number' | 'card_holder' | 'iban' | 'cpf') =>
    (_value: string, values: PaymentFormValues) =>
      issueText(requisiteIssue(field, values)) ?? true;

  return (
    <div className={styles.fields}>
      {needs(method, 'card_number') && saved.length > 0 ? (
        <div
          className={styles.cards}
          role="radiogroup"
          aria-label={t('cashier.chooseCard', 'Choose a card')}
        >
          {[...saved.map((s) => s.card_number), NEW_CARD].map((value) => (
            <label key={value} className={cx(styles.cardChip, card === value && styles.chosen)}>
              <input
                type="radio"
                name="card"
                value={value}
                checked={card === value}
                onChange={() => {
                  setValue('card', value);
                  const holder = saved.find((s) => s.card_number === value)?.card_holder;
                  if (holder) setValue('card_holder', holder);
                }}
              />
              {value === NEW_CARD ? t('cashier.newCard', 'New card') : cardLabel(value)}
            </label>
          ))}
        </div>
      ) : null}
      {needs(method, 'card_number') && card === NEW_CARD ? (
        <Controller
          control={control}
          name="card_number"
          rules={{ validate: validate('card_number') }}
          render={({ field, fieldState }) => (
            <MaskedInput
              label={t('cashier.cardNumber', 'Card number')}
              mask={CARD_NUMBER_MASK}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              required
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
            />
          )}
        />
      ) : null}
      {needs(method, 'card_holder') ? (
        <Controller
          control={control}
          name="card_holder"
          rules={{ validate: validate('card_holder') }}
          render={({ field, fieldState }) => (
            <TextInput
              label={t('cashier.cardHolder', 'Card holder')}
              {...field}
              error={fieldState.error?.message}
              required
              autoComplete="cc-name"
              placeholder={t('cashier.cardHolderPlaceholder', 'As printed on the card')}
            />
          )}
        />
      ) : null}
      {needs(method, 'iban') ? (
        <Controller
          control={control}
          name="iban"
          rules={{ validate: validate('iban') }}
          render={({ field, fieldState }) => (
            <MaskedInput
              label={t('cashier.iban', 'IBAN')}
              mask={IBAN_MASK}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              required
              placeholder="DE89 3704 0044 0532 0130 00"
            />
          )}
        />
      ) : null}
      {needs(method, 'cpf') ? (
        <Controller
          control={control}
          name="cpf"
          rules={{ validate: validate('cpf') }}
          render={({ field, fieldState }) => (
            <MaskedInput
              label={t('cashier.cpf', 'CPF')}
              mask={CPF_MASK}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              required
              inputMode="numeric"
              placeholder="000.000.000-00"
            />
          )}
        />
      ) : null}
      {showBanks && banks.length > 0 ? (
        <Controller
          control={control}
          name="bank_code"
          render={({ field }) => (
            <Select
              label={t('cashier.bank', 'Bank')}
              {...field}
              placeholder={t('cashier.bankAny', 'Any bank')}
              options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
            />
          )}
        />
      ) : null}
    </div>
  );
}
