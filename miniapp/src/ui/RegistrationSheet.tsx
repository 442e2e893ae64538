/**
 * The compact registration for a first-time Telegram player: identity, username and language
 * come from the signed init data, so the sheet asks only what the registration config still
 * needs — the currency (when more than one is offered) and the terms (when active). Telegram's
 * main button submits, with a progress state while the request runs.
 */
import { registrationErrors } from '@croupier/core/error-handling';
import { formatMessage, termsRule } from '@croupier/core/validation';
import type { MainButtonSpec, Platform } from '@croupier/web';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ShellTranslate } from '../i18n/shell-text.ts';
import type { LaunchData, StartAction } from '../launch/index.ts';
import type { TelegramSession } from '../session/index.ts';
import { Sheet, sheetStyles as styles } from './Sheet.tsx';

/** Props of {@link RegistrationSheet}. */
export interface RegistrationSheetProps {
  platform: Platform;
  t: ShellTranslate;
  launch: LaunchData;
  start: StartAction | null;
  session: TelegramSession;
  /** The sheet's hold on Telegram's main button. */
  useMainButton: (spec: MainButtonSpec | null) => boolean;
  onRegistered(): void;
  onFailed(error: unknown): void;
  onClose(): void;
}

const FIELDS = ['currency', 'terms'];

/** The registration sheet. */
export function RegistrationSheet(props: RegistrationSheetProps) {
  const { platform, t, launch, start, session } = props;
  const settings = useSnapshot(platform.stores.settings.state);
  const locale = useSnapshot(platform.stores.locale.state).current;
  const currencies = settings.generalInfo?.available_currencies ?? [];
  const termsConfig = settings.cms?.registration?.terms;
  const termsActive = termsConfig?.isActive === true;
  // The sheet can open before metadata and the content config arrive: until then the choices
  // are the defaults still to come, and the main button waits (a press would register without
  // the terms the operator asks for, or in the wrong currency).
  const ready = settings.generalInfo !== null && settings.cms !== null;
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  const [chosenTerms, setTerms] = useState<boolean | null>(null);
  const currency =
    chosenCurrency ?? settings.generalInfo?.default_currency ?? currencies[0] ?? 'USD';
  const terms = chosenTerms ?? termsConfig?.defaultValue === true;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (submitting || !ready) return;
    const termsIssue = termsRule(terms, { isActive: termsActive });
    if (termsIssue) {
      setErrors({
        terms: t(`validation.${termsIssue.key}`, formatMessage(termsIssue.key, termsIssue.params)),
      });
      platform.shell.haptic('error');
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await session.register({
        currency,
        terms: termsActive ? terms : undefined,
        locale: locale || undefined,
        promoCode: start?.kind === 'promo' ? start.code : undefined,
      });
      platform.shell.haptic('success');
      props.onRegistered();
    } catch (error) {
      const mapped = registrationErrors(error, FIELDS);
      platform.shell.haptic('error');
      if (mapped.general) props.onFailed(error);
      else setErrors(mapped.fields);
    } finally {
      setSubmitting(false);
    }
  };

  const label = t('miniapp.createAccount', 'Create account');
  const native = props.useMainButton({
    text: label,
    onClick: () => void submit(),
    loading: submitting || !ready,
    disabled: !ready,
  });
  const name = launch.user?.firstName || launch.user?.username || '';

  return (
    <Sheet
      testId="tg-registration"
      title={t('miniapp.registerTitle', 'Welcome to Croupier')}
      lead={
        name
          ? t(
              'miniapp.registerLeadNamed',
              '{name}, play with your Telegram account — no password needed.',
              { name },
            )
          : t('miniapp.registerLead', 'Play with your Telegram account — no password needed.')
      }
      badge="♠"
      onClose={submitting ? undefined : props.onClose}
    >
      <form
        className={styles.actions}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.group}>
          {currencies.length > 1 ? (
            <label className={styles.row}>
              <span>{t('miniapp.currency', 'Currency')}</span>
              <select
                name="currency"
                value={currency}
                onChange={(event) => setCurrency(event.target.value)}
                aria-invalid={errors.currency ? true : undefined}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {termsActive ? (
            <label className={`${styles.row} ${styles.check}`}>
              <input
                type="checkbox"
                name="terms"
                checked={terms}
                onChange={(event) => setTerms(event.target.checked)}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'tg-terms-error' : undefined}
              />
              <span>{t('auth.terms', 'I am 18 or older and accept the terms and conditions')}</span>
            </label>
          ) : null}
        </div>
        {errors.currency ? <p className={styles.error}>{errors.currency}</p> : null}
        {errors.terms ? (
          <p id="tg-terms-error" className={styles.error}>
            {errors.terms}
          </p>
        ) : null}
        {start?.kind === 'promo' ? (
          <p className={styles.note}>
            {t('miniapp.promoNote', 'Promo code {code} will be applied to your account.', {
              code: start.code,
            })}
          </p>
        ) : null}
        {start?.kind === 'referral' ? (
          <p className={styles.note}>
            {t('miniapp.referralNote', 'You were invited by a friend.')}
          </p>
        ) : null}
        {native ? null : (
          <button
            type="submit"
            className={styles.primary}
            disabled={submitting || !ready}
            aria-busy={submitting || !ready}
          >
            {submitting || !ready ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {label}
          </button>
        )}
      </form>
    </Sheet>
  );
}
