import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { registrationErrors } from '@croupier/core/error-handling';
import { isProfileFieldName } from '@croupier/core/constants';
import { afterRegistrationTarget } from '@croupier/core/routing';
import { isAuthenticated, needsSocialRegistration } from '@croupier/core/state';
import { formFields } from '@croupier/core/validation';
import { FormProvider } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, Spinner } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { authTracker } from './auth-analytics.ts';
import styles from './AuthPopup.module.css';
import { FormNotice } from './FormNotice.tsx';
import { PersonalFieldInput } from './PersonalFieldInput.tsx';
import { profilePayload, type RegistrationValues } from './registration-payload.ts';
import { useRegistrationFields, type RegistrationFields } from './use-registration-fields.ts';
import { useServerText } from './use-server-text.ts';

type PersonalDataField = contract.account.PersonalDataField;

/**
 * The social-registration popup (§4): a player who signed up through a provider completes the
 * required profile fields. It cannot be closed while is_registration_completed is false; the
 * saved profile completes the account and the popup closes with the session (§2.1 then goes
 * on as after any registration).
 */
export function SocialRegistrationForm() {
  const { user } = useSession();
  const data = useRegistrationFields(user?.country_code ?? null);
  const { t } = useTranslation();
  if (data.failed) {
    return (
      <div className={styles.main}>
        <FormNotice>
          {t('auth.fieldsFailed', 'The registration form could not be loaded.')}
        </FormNotice>
        <Button variant="secondary" onClick={data.retry}>
          {t('common.retry', 'Try again')}
        </Button>
      </div>
    );
  }
  if (!data.fields) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  return <SocialRegistrationBody data={data} fields={data.fields} />;
}

function SocialRegistrationBody({
  data,
  fields,
}: {
  data: RegistrationFields;
  fields: readonly PersonalDataField[];
}) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const platform = usePlatform();
  const { session, locale } = platform.stores;
  const { logout } = useSession();
  const {
    form,
    submit,
    submitting,
    formError: general,
    setFormError: setGeneral,
  } = useServerForm<RegistrationValues>({
    shouldUnregister: true,
    defaultValues: { country_code: data.country },
    // registrationErrors has already put the server's names on this form's fields.
    fieldErrors: (error) =>
      Object.fromEntries(
        Object.entries(
          registrationErrors(
            error,
            visible.map((f) => f.name),
          ).fields,
        ).map(([name, message]) => [name, serverText(message)]),
      ),
    knownField: () => true,
    errorText: () => t('auth.profileFailed', 'Your details could not be saved. Please try again.'),
  });
  const { getValues, setValue } = form;
  // The required profile fields complete the account (§5 fast: only required ones).
  const visible = formFields(
    fields.filter((f) => isProfileFieldName(f.name)),
    { fast: true },
  );

  const onCountryChange = async (country: string) => {
    const values = getValues();
    const next = await data.changeTo(
      country,
      {
        country_code: country,
        region: String(values.region ?? ''),
        document_type: String(values.document_type ?? ''),
        currency: '',
      },
      [],
      {
        emptyValue: 'emptyValue',
        defaultValue: 'emptyValue',
        changeCountryValue: 'emptyValue',
        changeCountryFallbackValue: 'emptyValue',
      },
    );
    if (!next) return;
    setValue('region', next.region);
    setValue('document_type', next.document_type);
  };

  const onSubmit = submit(async (values) => {
    await platform.api.call(account.saveProfileInfo, profilePayload(values, visible));
    // The host closes the popup once the session says the registration is complete.
    const user = await session.refresh();
    if (!isAuthenticated(user) || needsSocialRegistration(user)) {
      setGeneral(t('auth.profileIncomplete', 'Please fill in all the required fields.'));
      return;
    }
    authTracker(platform).track('sign_up', { uid: user!.uid, method: 'social' });
    platform.navigation.navigate(
      afterRegistrationTarget(platform.navigation.current(), locale.state.config, platform.origin),
    );
  });

  return (
    <div className={styles.main}>
      <p className={styles.lead}>
        {t(
          'auth.socialRegistrationText',
          'Almost there: fill in a few details to finish creating your account.',
        )}
      </p>
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className={styles.grid}>
            {visible.map((field) => (
              <PersonalFieldInput
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
          {general ? <FormNotice>{general}</FormNotice> : null}
          <Button type="submit" size="lg" block loading={submitting}>
            {t('auth.completeRegistration', 'Complete registration')}
          </Button>
        </form>
      </FormProvider>
      <p className={styles.switchRow}>
        <span>{t('auth.notYou', 'Not you?')}</span>
        <button type="button" className={styles.linkButton} onClick={() => void logout()}>
          {t('common.logout', 'Log out')}
        </button>
      </p>
    </div>
  );
}
