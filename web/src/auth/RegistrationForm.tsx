/**
 * Registration form.
 * Long on purpose: one react-hook-form whose fields depend on each other.
 */
import type { contract } from '@croupier/core';
import {
  PROMO_CODE_FIELD,
  promoCodeActivationError,
  WRONG_REGISTRATION_KEY,
} from '@croupier/core/error-handling';
import {
  currencySettingsOf,
  initialCurrency,
  REGISTRATION_STORAGE_KEYS,
  type CountryDependentValues,
} from '@croupier/core/state';
import { formFields, termsRule } from '@croupier/core/validation';
import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Snapshot } from 'valtio/vanilla';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale, useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, Checkbox, Select, Tabs } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { authTracker } from './auth-analytics.ts';
import { AuthSwitchRow } from './AuthSwitchRow.tsx';
import styles from './AuthPopup.module.css';
import { BetChoice } from './BetChoice.tsx';
import { CharacterPicker } from './CharacterPicker.tsx';
import { FormNotice } from './FormNotice.tsx';
import { PromoCodeField } from './PromoCodeField.tsx';
import { RegistrationFieldInputs } from './RegistrationFieldInputs.tsx';
import { RegistrationFieldsGate } from './RegistrationFieldsGate.tsx';
import { registrationMethods, showsTabSwitcher, socialServices } from './registration-methods.ts';
import { registrationPayload, type RegistrationValues } from './registration-payload.ts';
import { SocialButtons, socialFailureText } from './SocialButtons.tsx';
import { useIssueText } from '../ui/use-issue-text.ts';
import { useRegistration } from './use-registration.ts';
import { useRegistrationErrorTexts } from './use-registration-error-texts.ts';
import type { RegistrationFields } from './use-registration-fields.ts';

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
  return (
    <RegistrationFieldsGate>
      {(data, fields) => (
        <RegistrationFormBody data={data} fields={fields} onCharacter={onCharacter} />
      )}
    </RegistrationFieldsGate>
  );
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
  const errorTexts = useRegistrationErrorTexts();
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
      const texts = errorTexts(error, [...visible.map((f) => f.name), ...EXTRA_FIELDS]);
      if (PROMO_CODE_FIELD in texts) {
        const promo = promoCodeActivationError(error);
        texts[PROMO_CODE_FIELD] = t(promo.messageKey, 'This promo code is not valid');
        authTracker(platform).track('promocode_not_found', { code: promo.code });
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

  const onCountryChanged = (next: CountryDependentValues, country: string) => {
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
          <RegistrationFieldInputs
            fields={visible}
            data={data}
            currencies={currencies}
            currencySettings={currencySettings}
            onCountryChanged={onCountryChanged}
          />
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
      <AuthSwitchRow
        question={t('auth.haveAccount', 'Already have an account?')}
        action={t('auth.signIn', 'Log in')}
        onClick={() => platform.stores.auth.switchMode('authorization')}
      />
    </div>
  );
}
