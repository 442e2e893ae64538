import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { emailRule, phoneRule, type PhoneMask } from '@croupier/core/validation';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { PhoneField } from '../auth/PhoneField.tsx';
import { useIssueText } from '../ui/use-issue-text.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button, TextInput } from '../ui/index.ts';
import { accountErrorText, accountFieldErrors } from './account-error-text.ts';
import styles from './ContactCard.module.css';

type ContactType = contract.account.ContactType;
type PhoneCountryOption = contract.account.PhoneCountryOption;

interface EditValues {
  contact: string;
  phone_country_code: string;
}

/** Adds or replaces a contact (addcontact); the card then sends the code to confirm it. */
export function ContactEditForm({
  type,
  phoneCountries,
  defaultPhoneCountry,
  onCancel,
  onSaved,
}: {
  type: ContactType;
  phoneCountries: readonly PhoneCountryOption[];
  defaultPhoneCountry: string | null;
  onCancel(): void;
  onSaved(): Promise<void>;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EditValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { contact: '', phone_country_code: defaultPhoneCountry ?? '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const option = phoneCountries.find((c) => c.country_code === values.phone_country_code);
    const params =
      type === 'email'
        ? { type, contact: values.contact.trim() }
        : {
            type,
            contact: `${option?.phone_code ?? ''}${values.contact.replace(/\D/g, '')}`,
            ...(option ? { phone_country_code: option.country_code } : {}),
          };
    try {
      await platform.api.call(account.addcontact, params);
    } catch (error) {
      const fields = accountFieldErrors(t, error);
      const message = fields.contact ?? fields.phone_country_code;
      if (message) setError('contact', { type: 'server', message }, { shouldFocus: true });
      else setFormError(accountErrorText(t, error));
      return;
    }
    await onSaved();
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {type === 'email' ? (
          <TextInput
            label={t('profile.contacts.newEmail', 'New e-mail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={formState.errors.contact?.message}
            {...register('contact', {
              validate: (value) => issueText(emailRule(value.trim())) ?? true,
            })}
          />
        ) : (
          <PhoneField
            name="contact"
            countryName="phone_country_code"
            label={t('profile.contacts.newPhone', 'New phone')}
            required
            countries={phoneCountries}
            rule={(mask: PhoneMask | null) => (value: string) =>
              phoneRule(value, { required: true, mask })
            }
          />
        )}
        <p className={styles.hint}>
          {t('profile.contacts.codeHint', 'We will send a 6-digit code to confirm it.')}
        </p>
        {formError ? (
          <Notice tone="danger" role="alert">
            <p>{formError}</p>
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" loading={formState.isSubmitting}>
            {t('common.save', 'Save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
