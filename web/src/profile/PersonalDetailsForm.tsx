import type { contract } from '@croupier/core';
import { registrationErrors } from '@croupier/core/error-handling';
import { ApiError } from '@croupier/core/errors';
import { account } from '@croupier/core/refs';
import { currencySettingsOf } from '@croupier/core/state';
import { sentReasonParams } from '@croupier/core/validation';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { AccountSection } from './AccountSection.tsx';
import { accountErrorText, accountReasonText } from './account-error-text.ts';
import {
  profileFormFields,
  profileFormValues,
  profileSavePayload,
  type ProfileFormValues,
} from './profile-values.ts';
import { usePlatform } from '../app/platform-context.ts';
import { PersonalFieldInput } from '../auth/PersonalFieldInput.tsx';
import { useRegistrationFields } from '../auth/use-registration-fields.ts';
import { Notice } from '../ui/Notice.tsx';
import { useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import styles from './AccountScreens.module.css';
import { SkeletonRows } from '../ui/SkeletonRows.tsx';

type Profile = contract.account.Profile;
type PersonalDataField = contract.account.PersonalDataField;

/** Props of {@link PersonalDetailsForm}. */
export interface PersonalDetailsFormProps {
  profile: Profile;
  /** Where the fill-profile popup sent the player from (§2.3): offered once the details are saved. */
  returnTo: string | null;
  onSaved(): Promise<void>;
}

/**
 * Personal details (§3 Profile): the server's fields for the profile's country (§2.3; a new
 * country refetches them, §4), each with its §5 rule, saved with saveProfileInfo and the
 * server's field errors shown under their fields.
 */
export function PersonalDetailsForm({ profile, returnTo, onSaved }: PersonalDetailsFormProps) {
  const { t } = useTranslation();
  const data = useRegistrationFields(profile.country_code);
  const title = t('profile.settings.details', 'Your details');
  const description = t(
    'profile.settings.detailsText',
    'Use your real details, as they appear in your ID documents.',
  );
  let body;
  if (data.failed) {
    body = (
      <Notice
        tone="danger"
        title={t('profile.settings.fieldsFailed', 'The form could not be loaded')}
        actions={
          <Button size="sm" variant="secondary" onClick={data.retry}>
            {t('common.retry', 'Try again')}
          </Button>
        }
      />
    );
  } else if (!data.fields) {
    body = <SkeletonRows count={6} height={68} radius="md" className={styles.grid} />;
  } else {
    body = (
      <DetailsForm
        profile={profile}
        data={data}
        fields={profileFormFields(data.fields)}
        returnTo={returnTo}
        onSaved={onSaved}
      />
    );
  }
  return (
    <AccountSection
      title={title}
      icon="user"
      description={description}
      data-testid="personal-details"
    >
      {body}
    </AccountSection>
  );
}

function DetailsForm({
  profile,
  data,
  fields,
  returnTo,
  onSaved,
}: {
  profile: Profile;
  data: ReturnType<typeof useRegistrationFields>;
  fields: readonly PersonalDataField[];
  returnTo: string | null;
  onSaved(): Promise<void>;
}) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const settings = useSettings();
  const [saved, setSaved] = useState(false);
  // A profile without a country leaves the choice to the player (its fields then refetch).
  const defaults = useMemo(() => profileFormValues(profile), [profile]);
  const { form, submit, submitting, formError } = useServerForm<ProfileFormValues>({
    shouldUnregister: true,
    defaultValues: defaults,
    // registrationErrors has already put the server's names on this form's fields.
    fieldErrors: (error) => {
      const mapped = registrationErrors(
        error,
        fields.map((f) => f.name),
      );
      const params = (name: string) =>
        error instanceof ApiError ? sentReasonParams(error.errorData, name) : undefined;
      return Object.fromEntries(
        Object.entries(mapped.fields).map(([name, reason]) => [
          name,
          accountReasonText(t, reason, params(name)),
        ]),
      );
    },
    knownField: () => true,
    errorText: (error) => accountErrorText(t, error),
  });
  const { getValues, setValue } = form;

  const onCountryChange = async (country: string) => {
    const values = getValues();
    const next = await data.changeTo(
      country,
      {
        country_code: country,
        region: values.region ?? '',
        document_type: values.document_type ?? '',
        currency: '',
      },
      settings.generalInfo?.available_currencies ?? [],
      currencySettingsOf(settings),
    );
    if (!next) return;
    setValue('region', next.region);
    setValue('document_type', next.document_type);
  };

  const save = submit(async (values) => {
    setSaved(false);
    await platform.api.call(account.saveProfileInfo, profileSavePayload(values, fields));
    platform.stores.toasts.show({
      kind: 'success',
      type: 'profile',
      message: t('profile.settings.saved', 'Your details are saved.'),
    });
    setSaved(true);
    await onSaved();
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void save(event)}>
        <div className={styles.grid}>
          {fields.map((field) => (
            <PersonalFieldInput
              // New options (another country's regions) make a new select showing the reset value.
              key={`${field.name}|${field.options?.map((o) => o.value).join(',') ?? ''}`}
              field={field}
              phoneCountries={data.phoneSettings?.countries ?? []}
              onCountryChange={(country) => void onCountryChange(country)}
              disabled={
                data.changing && (field.name === 'region' || field.name === 'document_type')
              }
            />
          ))}
        </div>
        {formError ? (
          <Notice tone="danger" role="alert">
            <p>{formError}</p>
          </Notice>
        ) : null}
        {saved && returnTo ? (
          <Notice
            tone="success"
            role="status"
            title={t('profile.settings.savedContinue', 'Done — you can carry on where you were.')}
            actions={
              <Button size="sm" href={returnTo} iconEnd="chevron-right">
                {t('common.continue', 'Continue')}
              </Button>
            }
          />
        ) : null}
        <div className={styles.submitRow}>
          <Button type="submit" loading={submitting} disabled={data.changing}>
            {t('profile.settings.saveDetails', 'Save details')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
