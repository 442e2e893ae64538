import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { twoFactorCodeRule } from '@croupier/core/validation';
import { useState } from 'react';
import { AccountSection } from './AccountSection.tsx';
import { accountErrorText, twoFactorCodeText } from './account-error-text.ts';
import { usePlatform } from '../app/platform-context.ts';
import { CodeField } from '../auth/CodeField.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, IconButton } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { ApiError } from '@croupier/core/errors';
import styles from './AccountScreens.module.css';

type PendingTwoFactor = Extract<
  contract.account.TwoFactorChange,
  { status: 'pending_confirmation' }
>;

/** Props of {@link TwoFactorSection}. */
export interface TwoFactorSectionProps {
  /** two_factor_auth of the account info. */
  enabled: boolean;
  /** Two-factor changed: reload the account info. */
  onChanged(): Promise<void>;
}

/**
 * Two-factor authentication (§3 two_factor_auth): enabling answers a TOTP secret, shown as
 * text with copy buttons for the authenticator app, and turns on only once a code from the
 * app is confirmed (confirmTwoFactorAuth); disabling asks for a current code.
 */
export function TwoFactorSection({ enabled, onChanged }: TwoFactorSectionProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [pending, setPending] = useState<PendingTwoFactor | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setNotice(null);
    try {
      const answer = await platform.api.call(account.changeTwoFactorAuth, { enable: true });
      if (answer.status === 'pending_confirmation') setPending(answer);
    } catch (error) {
      platform.log(error);
      setNotice(accountErrorText(t, error));
    } finally {
      setStarting(false);
    }
  };

  let body;
  if (enabled && !pending) {
    body = disabling ? (
      <CodeForm
        submitLabel={t('profile.security.twofaDisable', 'Turn off')}
        danger
        onCancel={() => setDisabling(false)}
        send={async (code) => {
          await platform.api.call(account.changeTwoFactorAuth, { enable: false, code });
          platform.stores.toasts.show({
            kind: 'success',
            type: 'profile',
            message: t('profile.security.twofaOff', 'Two-factor authentication is off.'),
          });
          setDisabling(false);
          await onChanged();
        }}
      />
    ) : (
      <div className={styles.submitRow}>
        <Button variant="secondary" icon="lock" onClick={() => setDisabling(true)}>
          {t('profile.security.twofaDisable', 'Turn off')}
        </Button>
      </div>
    );
  } else if (pending) {
    body = (
      <div className={styles.form}>
        <ol className={styles.steps}>
          <li>
            {t(
              'profile.security.twofaStep1',
              'Open an authenticator app (Google Authenticator, Authy, 1Password…) and add an account.',
            )}
          </li>
          <li>
            {t(
              'profile.security.twofaStep2',
              'Enter the key below, or paste the setup link if your app accepts one.',
            )}
          </li>
          <li>
            {t('profile.security.twofaStep3', 'Type the 6-digit code the app shows to finish.')}
          </li>
        </ol>
        <SecretLine
          label={t('profile.security.twofaKey', 'Setup key')}
          value={pending.secret}
          testId="twofa-secret"
        />
        <SecretLine
          label={t('profile.security.twofaLink', 'Setup link')}
          value={pending.otpauth_uri}
        />
        <CodeForm
          submitLabel={t('profile.security.twofaConfirm', 'Turn on')}
          onCancel={() => setPending(null)}
          send={async (code) => {
            await platform.api.call(account.confirmTwoFactorAuth, { code });
            platform.stores.toasts.show({
              kind: 'success',
              type: 'profile',
              message: t('profile.security.twofaOn', 'Two-factor authentication is on.'),
            });
            setPending(null);
            await onChanged();
          }}
        />
      </div>
    );
  } else {
    body = (
      <div className={styles.submitRow}>
        <Button icon="shield" loading={starting} onClick={() => void start()}>
          {t('profile.security.twofaEnable', 'Set up two-factor')}
        </Button>
      </div>
    );
  }

  return (
    <AccountSection
      title={t('profile.security.twofa', 'Two-factor authentication')}
      icon="shield"
      description={t(
        'profile.security.twofaText',
        'Signing in asks for a code from your authenticator app as well as your password.',
      )}
      aside={
        <Badge tone={enabled ? 'accent' : 'neutral'}>
          {enabled ? t('profile.security.on', 'On') : t('profile.security.off', 'Off')}
        </Badge>
      }
      data-testid="two-factor"
    >
      {body}
      {notice ? (
        <Notice tone="danger" role="alert">
          <p>{notice}</p>
        </Notice>
      ) : null}
    </AccountSection>
  );
}

/** A value to copy into the authenticator app, with a copy button. */
function SecretLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      platform.stores.toasts.show({ kind: 'success', message: t('common.copied', 'Copied') });
    } catch (error) {
      platform.log(error);
      platform.stores.toasts.show({
        kind: 'warning',
        message: t(
          'profile.security.copyFailed',
          'Copying is not allowed here: select the text instead.',
        ),
      });
    }
  };
  return (
    <div className={styles.secret}>
      <span className={styles.secretLabel}>{label}</span>
      <div className={styles.secretRow}>
        <code className={styles.secretText} data-testid={testId}>
          {value}
        </code>
        <IconButton
          icon="copy"
          size="sm"
          label={t('profile.security.copy', 'Copy {what}', { what: label.toLowerCase() })}
          onClick={() => void copy()}
        />
      </div>
    </div>
  );
}

/** The 6-digit authenticator code (§5) with its §8 messages. */
function CodeForm({
  submitLabel,
  danger,
  onCancel,
  send,
}: {
  submitLabel: string;
  danger?: boolean;
  onCancel(): void;
  send(code: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const { form, submit, submitting, formError } = useServerForm<{ code: string }>({
    defaultValues: { code: '' },
    fieldErrors: (error): Record<string, string> =>
      error instanceof ApiError && error.invalidParameters?.code
        ? { code: twoFactorCodeText(t, error) }
        : {},
    errorText: (error) => accountErrorText(t, error),
  });
  const confirm = submit(({ code }) => send(code));
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
      <CodeField
        form={form}
        name="code"
        rule={twoFactorCodeRule}
        label={t('profile.security.twofaCode', 'Code from the app')}
        fieldClassName={styles.codeInput}
      />
      {formError ? (
        <Notice tone="danger" role="alert">
          <p>{formError}</p>
        </Notice>
      ) : null}
      <div className={styles.submitRow}>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={submitting}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
