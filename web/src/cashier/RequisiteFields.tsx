import type { contract } from '@croupier/core';
import { Fragment } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation, type Translate } from '../i18n/index.ts';
import { useBanks } from './use-cashier.ts';
import { Select, TextInput, cx } from '../ui/index.ts';
import { MaskedInput } from './MaskedInput.tsx';
import { CARD_NUMBER_MASK, CPF_MASK, IBAN_MASK, type InputMaskSpec } from './masks.ts';
import { NEW_CARD, requisiteIssue, type PaymentFormValues } from './requisites.ts';
import styles from './RequisiteFields.module.css';
import { useIssueText } from '../ui/use-issue-text.ts';

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

/** The requisites typed into a text field (bank_code is the bank list below them). */
type TypedRequisite = 'card_number' | 'card_holder' | 'iban' | 'cpf';

/** How each typed requisite is asked for: label, mask (shapes typing only) and input hints. */
const FIELDS: Record<
  TypedRequisite,
  {
    label(t: Translate): string;
    mask?: InputMaskSpec;
    inputMode?: 'numeric' | 'text';
    autoComplete?: string;
    placeholder(t: Translate): string;
  }
> = {
  card_number: {
    label: (t) => t('cashier.cardNumber', 'Card number'),
    mask: CARD_NUMBER_MASK,
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    placeholder: () => '0000 0000 0000 0000',
  },
  card_holder: {
    label: (t) => t('cashier.cardHolder', 'Card holder'),
    autoComplete: 'cc-name',
    placeholder: (t) => t('cashier.cardHolderPlaceholder', 'As printed on the card'),
  },
  iban: {
    label: (t) => t('cashier.iban', 'IBAN'),
    mask: IBAN_MASK,
    placeholder: () => 'DE89 3704 0044 0532 0130 00',
  },
  cpf: {
    label: (t) => t('cashier.cpf', 'CPF'),
    mask: CPF_MASK,
    inputMode: 'numeric',
    placeholder: () => '000.000.000-00',
  },
};

const isTyped = (field: string): field is TypedRequisite => field in FIELDS;

/** One typed requisite, checked by its core rule (with the other values, e.g. a saved card). */
function RequisiteInput({
  field: name,
  form,
}: {
  field: TypedRequisite;
  form: UseFormReturn<PaymentFormValues>;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const spec = FIELDS[name];
  return (
    <Controller
      control={form.control}
      name={name}
      rules={{
        validate: (_value: string, values: PaymentFormValues) =>
          issueText(requisiteIssue(name, values)) ?? true,
      }}
      render={({ field, fieldState }) => {
        const common = {
          label: spec.label(t),
          error: fieldState.error?.message,
          required: true,
          inputMode: spec.inputMode,
          autoComplete: spec.autoComplete,
          placeholder: spec.placeholder(t),
        };
        return spec.mask ? (
          <MaskedInput
            {...common}
            mask={spec.mask}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        ) : (
          <TextInput {...common} {...field} />
        );
      }}
    />
  );
}

/**
 * The fields of a method's requisites, in the method's order: the saved-card choice and the
 * card number, card holder, IBAN, CPF; then the bank list where the method pays to a bank.
 */
export function RequisiteFields({ method, form, withBanks = false }: RequisiteFieldsProps) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const card = useWatch({ control, name: 'card' });
  const saved = method.saved_cards;
  const showBanks = withBanks && (method.type === 'bank_transfer' || method.type === 'pix');
  const banks = useBanks(showBanks ? method.sysname : null).data ?? [];

  const cardPicker =
    saved.length > 0 ? (
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
    ) : null;

  return (
    <div className={styles.fields}>
      {method.requisites.filter(isTyped).map((field) =>
        field === 'card_number' ? (
          <Fragment key={field}>
            {cardPicker}
            {card === NEW_CARD ? <RequisiteInput field={field} form={form} /> : null}
          </Fragment>
        ) : (
          <RequisiteInput key={field} field={field} form={form} />
        ),
      )}
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
