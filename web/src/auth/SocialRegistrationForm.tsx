import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { isProfileFieldName } from '@croupier/core/constants';
import { afterRegistrationTarget } from '@croupier/core/routing';
import { isAuthenticated, needsSocialRegistration } from '@croupier/core/state';
import { formFields } from '@croupier/core/validation';
import { FormProvider } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { authTracker } from './auth-analytics.ts';
import styles from './AuthPopup.module.css';
import { AuthSwitchRow } from './AuthSwitchRow.tsx';
import { FormNotice } from './FormNotice.tsx';
import { RegistrationFieldInputs } from './RegistrationFieldInputs.tsx';
import { RegistrationFieldsGate } from './RegistrationFieldsGate.tsx';
import { profilePayload, type RegistrationValues } from './registration-payload.ts';
import { useRegistrationErrorTexts } from './use-registration-error-texts.ts';
import type { RegistrationFields } from './use-registration-fields.ts';

type PersonalDataField = contract.account.PersonalDataField;

/** The profile has no currency: a country change leaves it empty. */
const NO_CURRENCY: contract.cms.CurrencySettings = {
  emptyValue: 'emptyValue',
  defaultValue: 'emptyValue',
  changeCountryValue: 'emptyValue',
  changeCountryFallbackValue: 'emptyValue',
};

/**
 * The social-registration popup (§4): a player who signed up through a provider completes the
 * required profile fields. It cannot be closed while is_registration_completed is false; the
 * saved profile completes the account and the popup closes with the session (§2.1 then goes
 * on as after any registration).
 */
export function SocialRegistrationForm() {
  const { user } = useSession();
  return (
    <RegistrationFieldsGate country={user?.country_code ?? null}>
      {(data, fields) => <SocialRegistrationBody data={data} fields={fields} />}
    </RegistrationFieldsGate>
  );
}

function SocialRegistrationBody({
  data,
  fields,
}: {
  data: RegistrationFields;
  fields: readonly PersonalDataField[];
}) {
  const { t } = useTranslation();
  const errorTexts = useRegistrationErrorTexts();
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
      errorTexts(
        error,
        visible.map((f) => f.name),
      ),
    knownField: () => true,
    errorText: () => t('auth.profileFailed', 'Your details could not be saved. Please try again.'),
  });
  // The required profile fields complete the account (§5 fast: only required ones).
  const visible = formFields(
    fields.filter((f) => isProfileFieldName(f.name)),
    { fast: true },
  );

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
            <RegistrationFieldInputs
              fields={visible}
              data={data}
              currencies={[]}
              currencySettings={NO_CURRENCY}
            />
          </div>
          {general ? <FormNotice>{general}</FormNotice> : null}
          <Button type="submit" size="lg" block loading={submitting}>
            {t('auth.completeRegistration', 'Complete registration')}
          </Button>
        </form>
      </FormProvider>
      <AuthSwitchRow
        question={t('auth.notYou', 'Not you?')}
        action={t('common.logout', 'Log out')}
        onClick={() => void logout()}
      />
    </div>
  );
}
