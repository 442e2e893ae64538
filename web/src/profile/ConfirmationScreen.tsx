import { ApiError } from '@croupier/core/errors';
import { account } from '@croupier/core/refs';
import { CONFIRM_SENT_KEY } from '@croupier/core/state';
import { confirmationCodeRule, filterCodeInput } from '@croupier/core/validation';
import { useState } from 'react';
import { accountFieldErrors } from './account-error-text.ts';
import { usePlatform } from '../app/platform-context.ts';
import { CodeField } from '../auth/CodeField.tsx';
import { ResendCodeButton } from '../auth/ResendCodeButton.tsx';
import { useResendCountdown } from '../auth/use-resend-countdown.ts';
import { useAuthPopup, useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { useApi } from '../app/use-api.ts';
import { Button, Card, EmptyState, Skeleton } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import styles from './ConfirmationScreen.module.css';
import { contactTypeFromQuery } from './contact-type.ts';

interface CodeForm {
  code: string;
}

/**
 * `/confirmation` (§2.2): confirms the player's e-mail or phone (`?type=`) with the 6-digit
 * code sent to it (§5) through account.confirmContact, then shows `/confirmation/success`.
 * A new code can be sent from here; guests are asked to log in first.
 */
export function ConfirmationScreen() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const openAuth = useAuthPopup();
  const platform = usePlatform();
  const type = contactTypeFromQuery(platform.navigation.current().search ?? '');
  const title =
    type === 'email'
      ? t('confirmation.emailTitle', 'Confirm your e-mail')
      : t('confirmation.phoneTitle', 'Confirm your phone');
  useDocumentTitle(title);
  if (!signedIn) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          icon="lock"
          title={title}
          text={t('confirmation.loginFirst', 'Log in to confirm your contact details.')}
          actions={
            <Button icon="user" onClick={() => openAuth('authorization')}>
              {t('common.login', 'Log in')}
            </Button>
          }
        />
      </div>
    );
  }
  return <ConfirmationForm type={type} title={title} />;
}

function ConfirmationForm({ type, title }: { type: 'email' | 'phone'; title: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const navigate = useNavigate();
  const profile = useApi(account.getprofileinfo, { fields: ['contacts'] });
  const contact = profile.data?.contacts?.find((c) => c.type === type) ?? null;
  const initialCode = filterCodeInput(
    new URLSearchParams(platform.navigation.current().search ?? '').get('code') ?? '',
  );
  const resendWait = useResendCountdown();
  const [sending, setSending] = useState(false);
  const { form, submit, submitting, formError, setFormError } = useServerForm<CodeForm>({
    defaultValues: { code: initialCode },
    fieldErrors: (error) => accountFieldErrors(t, error),
    errorText: (error) => {
      if (error instanceof ApiError && error.type === 'TooManyRequestsException')
        return t('confirmation.tooMany', 'Too many attempts. Wait a little and send a new code.');
      platform.log(error);
      return t('confirmation.failed', 'The code could not be checked. Please try again.');
    },
  });

  const confirm = submit(async ({ code }) => {
    await platform.api.call(account.confirmContact, { type, code: code.trim() });
    void profile.mutate();
    navigate(`/confirmation/success?type=${type}`);
  });

  const resend = async () => {
    setSending(true);
    setFormError(null);
    try {
      await platform.api.call(account.sendconfirmationtocontact, { type });
      platform.storage.setItem(CONFIRM_SENT_KEY, String(platform.now()));
      platform.stores.toasts.show({
        kind: 'success',
        type: 'confirm',
        message: t('confirmation.sent', 'A new code is on its way.'),
      });
      resendWait.start();
    } catch (error) {
      if (error instanceof ApiError && error.resendTime) resendWait.start(error.resendTime);
      else {
        platform.log(error);
        setFormError(t('confirmation.sendFailed', 'The code could not be sent. Please try again.'));
      }
    } finally {
      setSending(false);
    }
  };

  if (profile.data && contact?.is_confirmed) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          icon="check"
          title={
            type === 'email'
              ? t('confirmation.emailDone', 'Your e-mail is confirmed')
              : t('confirmation.phoneDone', 'Your phone is confirmed')
          }
          text={contact.contact}
          actions={
            <Button href="/gamehall" icon="cards">
              {t('common.goToGamehall', 'Go to the game hall')}
            </Button>
          }
        />
      </div>
    );
  }
  if (profile.data && !contact) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          icon="info"
          title={title}
          text={
            type === 'email'
              ? t('confirmation.noEmail', 'Your account has no e-mail to confirm.')
              : t('confirmation.noPhone', 'Your account has no phone to confirm.')
          }
          actions={
            <Button href="/profile/settings" icon="settings">
              {t('common.settings', 'Settings')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Card as="section" padding="lg" className={styles.card} aria-labelledby="confirmation-title">
        <span className={styles.badge} aria-hidden="true">
          {type === 'email' ? '@' : '#'}
        </span>
        <h1 id="confirmation-title" className={styles.title}>
          {title}
        </h1>
        {profile.data ? (
          <p className={styles.text}>
            {t('confirmation.enterCode', 'Enter the 6-digit code we sent to {contact}.', {
              contact: contact?.contact ?? '',
            })}
          </p>
        ) : (
          <Skeleton height={20} />
        )}
        <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
          <CodeField
            form={form}
            name="code"
            rule={confirmationCodeRule}
            label={t('confirmation.code', 'Confirmation code')}
            className={styles.code}
          />
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <Button type="submit" block loading={submitting}>
            {t('common.confirm', 'Confirm')}
          </Button>
        </form>
        <div className={styles.resend}>
          <ResendCodeButton
            left={resendWait.left}
            sending={sending}
            onResend={() => void resend()}
            label={t('confirmation.resend', 'Send a new code')}
            waitLabel={(seconds) =>
              t('confirmation.resendIn', 'Send a new code in {seconds} s', { seconds })
            }
          />
        </div>
      </Card>
    </div>
  );
}
