import type { contract } from '@croupier/core';
import {
  maskList,
  maskPhone,
  parsePastedPhone,
  type PhoneMask,
  type Rule,
} from '@croupier/core/validation';
import { useEffect, type ClipboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Field } from '../ui/index.ts';
import styles from './AuthPopup.module.css';
import { useIssueText } from '../ui/use-issue-text.ts';

type PhoneCountryOption = contract.account.PhoneCountryOption;

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** Form field of the national number. */
  name: string;
  /** Form field of the phone's ISO country (phone_country_code). */
  countryName: string;
  label: string;
  required?: boolean;
  countries: readonly PhoneCountryOption[];
  /** The number's rule for a mask (the phone rule with presence). */
  rule(mask: PhoneMask | null): Rule<string>;
  /** Mask used when the countries are unknown. */
  fallbackMask?: PhoneMask | null;
  className?: string;
}

/** A placeholder drawn from the longest mask: every digit slot shows as 0. */
function placeholderOf(mask: PhoneMask | null | undefined): string | undefined {
  if (!mask || mask.length === 0) return undefined;
  const list = maskList(mask);
  return list[list.length - 1]!.replace(/[#9]/g, '0').replace(/!/g, '');
}

/**
 * A phone number with its country (§5): the dialling code picks the mask, typing is limited
 * by it, and a pasted international number selects its country by the code prefix.
 */
export function PhoneField({
  name,
  countryName,
  label,
  required,
  countries,
  rule,
  fallbackMask,
  className,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const { control, getValues, setValue } = useFormContext();
  const country = useController({ name: countryName, control });
  const current = countries.find((c) => c.country_code === country.field.value);
  const setCountry = country.field.onChange;
  useEffect(() => {
    // The select shows the first country when none is chosen: make that the value too.
    if (!current && countries.length > 0) setCountry(countries[0]!.country_code);
  }, [current, countries, setCountry]);
  const mask: PhoneMask | null = current?.mask ?? fallbackMask ?? null;
  const number = useController({
    name,
    control,
    rules: { validate: (value: unknown) => issueText(rule(mask)(String(value ?? ''))) ?? true },
  });

  const format = (text: string, withMask: PhoneMask | null) =>
    withMask && withMask.length > 0 ? maskPhone(text, withMask).masked : text;

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const parsed = parsePastedPhone(event.clipboardData.getData('text'), countries, current);
    if (!parsed) return;
    event.preventDefault();
    country.field.onChange(parsed.option.country_code);
    number.field.onChange(parsed.value);
  };

  return (
    <Field
      label={label}
      required={required}
      error={number.fieldState.error?.message}
      className={className}
      prefix={
        countries.length > 0 ? (
          <select
            className={styles.dialSelect}
            aria-label={t('auth.phoneCountry', 'Phone country code')}
            value={String(country.field.value ?? '')}
            onChange={(event) => {
              const next = countries.find((c) => c.country_code === event.target.value);
              country.field.onChange(event.target.value);
              // The number keeps its digits under the new country's mask.
              const digits = String(getValues(name) ?? '').replace(/\D/g, '');
              setValue(name, format(digits, next?.mask ?? null), {
                shouldValidate: number.fieldState.isTouched || number.fieldState.invalid,
              });
            }}
          >
            {countries.map((option) => (
              <option key={option.country_code} value={option.country_code}>
                {option.country_code} +{option.phone_code}
              </option>
            ))}
          </select>
        ) : undefined
      }
    >
      {(controlProps) => (
        <input
          {...controlProps}
          ref={number.field.ref}
          name={number.field.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required={required}
          placeholder={placeholderOf(mask)}
          value={String(number.field.value ?? '')}
          onChange={(event) => number.field.onChange(format(event.target.value, mask))}
          onBlur={number.field.onBlur}
          onPaste={onPaste}
        />
      )}
    </Field>
  );
}
