import type { contract } from '@croupier/core';
import { applyMask, filterDateInput, type PhoneMask } from '@croupier/core/validation';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../i18n/i18n-context.ts';
import { cx } from '../ui/class-names.ts';
import { PasswordInput, Select, TextInput } from '../ui/index.ts';
import styles from './AuthPopup.module.css';
import { personalFieldRule } from './personal-field-rule.ts';
import { PhoneField } from './PhoneField.tsx';
import { useIssueText } from '../ui/use-issue-text.ts';

type PersonalDataField = contract.account.PersonalDataField;
type PhoneCountryOption = contract.account.PhoneCountryOption;

/** The date input's mask (§9 dd.mm.yyyy). */
const DATE_MASK = '##.##.####';

/** Fields that take the whole row of the two-column grid. */
const WIDE_TYPES = new Set(['email', 'phone', 'password', 'login']);

/** Props of {@link PersonalFieldInput}. */
export interface PersonalFieldInputProps {
  field: PersonalDataField;
  phoneCountries: readonly PhoneCountryOption[];
  /** The country select changed (refetch the fields, §4). */
  onCountryChange?(country: string): void;
  disabled?: boolean;
}

/** The label of a server field: its own (already localized), else a readable name. */
function labelOf(field: PersonalDataField): string {
  return field.label ?? field.name.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** One server-supplied registration field with its §5 rule (§2.3). */
export function PersonalFieldInput({
  field,
  phoneCountries,
  onCountryChange,
  disabled,
}: PersonalFieldInputProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const { register, formState, getValues } = useFormContext();
  const label = labelOf(field);
  const className = cx(WIDE_TYPES.has(field.type) && styles.wide);
  const error = formState.errors[field.name]?.message as string | undefined;
  const validate = (value: unknown) =>
    issueText(personalFieldRule(field)(String(value ?? ''))) ?? true;

  if (field.type === 'phone') {
    return (
      <PhoneField
        name={field.name}
        countryName="phone_country_code"
        label={label}
        required={field.required}
        countries={phoneCountries}
        fallbackMask={field.mask ?? null}
        rule={(mask: PhoneMask | null) => personalFieldRule(field, mask)}
        className={className}
      />
    );
  }
  if (field.type === 'date') return <DateInput field={field} label={label} />;
  if (field.type === 'password') {
    return (
      <PasswordInput
        label={label}
        required={field.required}
        autoComplete="new-password"
        error={error}
        fieldClassName={className}
        disabled={disabled}
        {...register(field.name, { validate })}
      />
    );
  }
  if (field.options && field.options.length > 0) {
    return (
      <Select
        label={label}
        required={field.required}
        options={field.options}
        placeholder={t('auth.choose', 'Choose…')}
        error={error}
        fieldClassName={className}
        disabled={disabled}
        // React selects the first paint's option itself; the form's value follows.
        defaultValue={String(getValues(field.name) ?? '')}
        {...register(field.name, {
          validate,
          onChange:
            field.name === 'country_code'
              ? (event: { target: { value: string } }) => onCountryChange?.(event.target.value)
              : undefined,
        })}
      />
    );
  }
  return (
    <TextInput
      label={label}
      required={field.required}
      type={field.type === 'email' ? 'email' : 'text'}
      inputMode={field.type === 'email' ? 'email' : undefined}
      autoComplete={autoCompleteOf(field)}
      error={error}
      fieldClassName={className}
      disabled={disabled}
      {...register(field.name, { validate })}
    />
  );
}

function autoCompleteOf(field: PersonalDataField): string | undefined {
  const known: Record<string, string> = {
    email: 'email',
    first_name: 'given-name',
    middle_name: 'additional-name',
    last_name: 'family-name',
    home_town: 'address-level2',
    address: 'street-address',
    postcode: 'postal-code',
    login: 'username',
  };
  return known[field.name] ?? (field.type === 'email' ? 'email' : undefined);
}

/** A dd.mm.yyyy date typed with the dots put in for the player (§5 date characters). */
function DateInput({ field, label }: { field: PersonalDataField; label: string }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const { control } = useFormContext();
  const {
    field: { ref, name, value, onBlur, onChange },
    fieldState,
  } = useController({
    name: field.name,
    control,
    rules: {
      validate: (value: unknown) =>
        issueText(personalFieldRule(field)(String(value ?? ''))) ?? true,
    },
  });
  return (
    <TextInput
      label={label}
      required={field.required}
      inputMode="numeric"
      autoComplete={field.name === 'birth_date' ? 'bday' : undefined}
      placeholder={t('auth.datePlaceholder', 'dd.mm.yyyy')}
      error={fieldState.error?.message}
      ref={ref}
      name={name}
      value={String(value ?? '')}
      onBlur={onBlur}
      onChange={(event) => {
        // Only the digits count; the mask puts the dots back in their places.
        const digits = filterDateInput(event.target.value).replace(/\D/g, '');
        onChange(applyMask(digits, DATE_MASK).masked);
      }}
    />
  );
}
