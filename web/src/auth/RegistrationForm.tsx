/**
 * Registration form.
 * Long on purpose: one react-hook-form whose fields depend on each other.
 */
import type { contract } from '@croupier/core';
import {
  PROMO_CODE_FIELD,
  promoCodeActivationError,
  registrationErrors,
  WRONG_REGISTRATION_KEY,
} from '@croupier/core/error-handling';
import {
  currencySettingsOf,
  initialCurrency,
  REGISTRATION_STORAGE_KEYS,
  type CountryDependentValues,
} from '@croupier/core/state';
import { ApiError } from '@croupier/core/errors';
import { formFields, sentReasonParams, termsRule } from '@croupier/core/validation';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Snapshot } from 'valtio/vanilla';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale, useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, Checkbox, Select, Spinner, Tabs } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { authTracker } from './auth-analytics.ts';
import styles from './AuthPopup.module.css';
import { BetChoice } from './BetChoice.tsx';
import { CharacterPicker } from './CharacterPicker.tsx';
import { FormNotice } from './FormNotice.tsx';
import { PersonalFieldInput } from './PersonalFieldInput.tsx';
import { PromoCodeField } from './PromoCodeField.tsx';
import { registrationMethods, showsTabSwitcher, socialServices } from './registration-methods.ts';
import { registrationPayload, type RegistrationValues } from './registration-payload.ts';
import { SocialButtons, socialFailureText } from './SocialButtons.tsx';
import { useIssueText } from '../ui/use-issue-text.ts';
import { useRegistration } from './use-registration.ts';
import { useRegistrationFields, type RegistrationFields } from './use-registration-fields.ts';
import { useServerText } from './use-server-text.ts';

type Character = contract.loyalty.Character;
type RegistrationConfig = contract.cms.RegistrationConfig;

/** Props of {@link RegistrationForm}. */
export interface RegistrationFormProps {
  /** The chosen character (character select), for the popup's side image. */
  onCharacter(character: Character | null): void;
}

/**
 * Registration (§2.3, §4): the server's fields for the chosen country, a tab per registration
 * method when there is more than one, the optional elements the content system switches on,
 * social sign-up, and the follow-up after success (popups queue, deposit page).
 */
export function RegistrationForm({ onCharacter }: RegistrationFormProps) {
  const { t } = useTranslation();
  const data = useRegistrationFields();
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
  return <RegistrationFormBody data={data} fields={data.fields} onCharacter={onCharacter} />;
}

/** Form fields besides the server's personal fields. */
const EXTRA_FIELDS = [
  'currency',
  'bet_choice',
  PROMO_CODE_FIELD,
  'terms',
  'notify',
  'character_id',
] as const;

function RegistrationFormBody({
  data,
  fields,
  onCharacter,
}: {
  data: RegistrationFields;
  fields: readonly contract.account.PersonalDataField[];
  onCharacter(character: Character | null): void;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const serverText = useServerText();
  const platform = usePlatform();
  const settings = useSettings();
  const { locale } = useLocale();
  const config = (settings.cms?.registration ?? null) as Snapshot<RegistrationConfig> | null;
  const methods = useMemo(
    () => registrationMethods(config?.authTypes as RegistrationConfig['authTypes'] | undefined),
    [config],
  );
  const [methodId, setMethodId] = useState(methods[0]!.id);
  const method = methods.find((m) => m.id === methodId) ?? methods[0]!;
  const services = socialServices(methods);
  const currencies = settings.generalInfo?.available_currencies ?? [];
  const currencySettings = currencySettingsOf(settings);
  const phoneCountries = data.phoneSettings?.countries ?? [];
  const submitRegistration = useRegistration();

  const [defaults] = useState<RegistrationValues>(() => {
    const stored = platform.storage;
    const promo = stored.getItem(REGISTRATION_STORAGE_KEYS.promoCode) ?? '';
    return {
      country_code: data.country,
      phone_country_code: data.phoneSettings?.default_country_code ?? '',
      currency: initialCurrency(
        currencySettings,
        currencies,
        settings.generalInfo?.default_currency ?? '',
      ),
      bet_choice:
        stored.getItem(REGISTRATION_STORAGE_KEYS.betChoice) ??
        config?.markBetting.defaultValue ??
        'betting',
      promo_enabled: promo !== '' || config?.showPromoFieldByDefault === true,
      promo_code: promo,
      terms: config?.terms.defaultValue === true,
      notify: config?.notify.defaultValue === true,
    };
  });
  const {
    form,
    submit,
    submitting,
    formError: general,
    setFormError: setGeneral,
  } = useServerForm<RegistrationValues>({
    shouldUnregister: true,
    defaultValues: defaults,
    // registrationErrors has already put the server's names on this form's fields.
    fieldErrors: (error) => {
      const names = [...visible.map((f) => f.name), ...EXTRA_FIELDS];
      const mapped = registrationErrors(error, names);
      const texts: Record<string, string> = {};
      for (const [name, message] of Object.entries(mapped.fields)) {
        texts[name] = serverText(
          message,
          error instanceof ApiError ? sentReasonParams(error.errorData, name) : undefined,
        );
        if (name === PROMO_CODE_FIELD) {
          const promo = promoCodeActivationError(error);
          texts[name] = t(promo.messageKey, 'This promo code is not valid');
          authTracker(platform).track('promocode_not_found', { code: promo.code });
        }
      }
      return texts;
    },
    knownField: () => true,
    errorText: () =>
      t(WRONG_REGISTRATION_KEY, 'Registration failed. Please check the form and try again.'),
  });
  const { register, formState, getValues, setValue, trigger } = form;

  const visible =
    method.kind === 'social'
      ? []
      : formFields(fields, {
          fast: method.fast,
          loginType: method.loginType,
          ...(config?.personalFields ? { only: config.personalFields } : {}),
        });

  const onCountryChange = async (country: string) => {
    const values = getValues();
    const current: CountryDependentValues = {
      country_code: country,
      region: String(values.region ?? ''),
      document_type: String(values.document_type ?? ''),
      currency: String(values.currency ?? ''),
    };
    const next = await data.changeTo(country, current, currencies, currencySettings);
    if (!next) return;
    setValue('region', next.region);
    setValue('document_type', next.document_type);
    setValue('currency', next.currency);
    if (!getValues('phone') && phoneCountries.some((c) => c.country_code === country)) {
      setValue('phone_country_code', country);
    }
  };

  const onSubmit = submit(async (values) => {
    const phoneCode =
      phoneCountries.find((c) => c.country_code === values.phone_country_code)?.phone_code ?? null;
    const payload = registrationPayload(values, {
      fields: visible,
      phoneCode,
      fast: method.fast,
      locale,
      config: config as RegistrationConfig | null,
    });
    await submitRegistration(payload);
  });

  const termsActive = config?.terms.isActive === true;
  const checks = (
    <div className={styles.checks}>
      {termsActive ? (
        <Checkbox
          label={t('auth.terms', 'I am 18 or older and accept the terms and conditions')}
          error={formState.errors.terms?.message as string | undefined}
          {...register('terms', {
            validate: (value) =>
              issueText(termsRule(value === true, { isActive: termsActive })) ?? true,
          })}
        />
      ) : null}
      {config?.notify.isActive ? (
        <Checkbox label={t('auth.notify', 'Send me news and offers')} {...register('notify')} />
      ) : null}
    </div>
  );
  const social = (standalone: boolean) => (
    <SocialButtons
      services={services}
      intent="registration"
      divider={standalone ? undefined : t('auth.socialSignUp', 'Or sign up with')}
      beforeStart={() => trigger('terms', { shouldFocus: true })}
      onFailed={(error) => setGeneral(socialFailureText(t, error))}
    />
  );

  const body =
    method.kind === 'social' ? (
      <div className={styles.form}>
        <p className={styles.lead}>
          {t('auth.socialIntro', 'Sign up in one click with an account you already have.')}
        </p>
        {checks}
        {general ? <FormNotice>{general}</FormNotice> : null}
        {social(true)}
      </div>
    ) : (
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={styles.grid}>
          {visible.map((field) => (
            <PersonalFieldInput
              // New options (another country's regions) make a new select showing the reset value.
              key={`${field.name}|${field.options?.map((o) => o.value).join(',') ?? ''}`}
              field={field}
              phoneCountries={phoneCountries}
              onCountryChange={(country) => void onCountryChange(country)}
              disabled={
                data.changing && (field.name === 'region' || field.name === 'document_type')
              }
            />
          ))}
          {currencies.length > 1 ? (
            <Select
              label={t('common.currency', 'Currency')}
              options={currencies.map((code) => ({ value: code, label: code }))}
              placeholder={t('auth.choose', 'Choose…')}
              required
              defaultValue={String(getValues('currency') ?? '')}
              error={formState.errors.currency?.message as string | undefined}
              {...register('currency', {
                validate: (value) => (value ? true : issueText({ key: 'requiredField' })!),
              })}
            />
          ) : null}
        </div>
        {config?.showCharacterSelect ? <CharacterPicker onChange={onCharacter} /> : null}
        {config?.markBetting.isActive ? <BetChoice /> : null}
        {config?.showPromocode ? <PromoCodeField /> : null}
        {checks}
        {general ? <FormNotice>{general}</FormNotice> : null}
        <Button type="submit" size="lg" block loading={submitting}>
          {t('auth.signUp', 'Sign up')}
        </Button>
      </form>
    );

  return (
    <div className={styles.main}>
      <FormProvider {...form}>
        {showsTabSwitcher(methods) ? (
          <Tabs
            label={t('auth.registrationMethods', 'How to sign up')}
            value={method.id}
            onChange={(id) => {
              setGeneral(null);
              setMethodId(id);
            }}
            items={methods.map((m) => ({ id: m.id, label: m.label }))}
          >
            {body}
          </Tabs>
        ) : (
          body
        )}
        {method.kind !== 'social' && services.length > 0 ? social(false) : null}
      </FormProvider>
      <p className={styles.switchRow}>
        <span>{t('auth.haveAccount', 'Already have an account?')}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => platform.stores.auth.switchMode('authorization')}
        >
          {t('auth.signIn', 'Log in')}
        </button>
      </p>
    </div>
  );
}
