import { account } from '@croupier/core/refs';
import { fakenameRule } from '@croupier/core/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountSection } from '../../account/AccountSection.tsx';
import { accountErrorText, accountFieldErrors } from '../../account/account-error-text.ts';
import { usePlatform } from '../../app/platform-context.ts';
import { useIssueText } from '../../auth/use-issue-text.ts';
import { Notice } from '../../cashier/Notice.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { Button, TextInput } from '../../ui/index.ts';
import styles from './AccountScreens.module.css';

/** Props of {@link NicknameForm}. */
export interface NicknameFormProps {
  fakename: string | null;
  onSaved(): Promise<void>;
}

/** The nickname shown in leaderboards and winners (§5 fakename rule, changefakename). */
export function NicknameForm({ fakename, onSaved }: NicknameFormProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<{ fakename: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { fakename: fakename ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const next = values.fakename.trim();
    try {
      await platform.api.call(account.changefakename, { fakename: next });
    } catch (error) {
      const fields = accountFieldErrors(t, error);
      if (fields.fakename)
        setError('fakename', { type: 'server', message: fields.fakename }, { shouldFocus: true });
      else setFormError(accountErrorText(t, error));
      return;
    }
    reset({ fakename: next });
    platform.stores.toasts.show({
      kind: 'success',
      type: 'profile',
      message: t('profile.settings.nicknameSaved', 'Your nickname is now {name}.', { name: next }),
    });
    await onSaved();
  });

  return (
    <AccountSection
      title={t('profile.settings.nickname', 'Nickname')}
      icon="star"
      description={t(
        'profile.settings.nicknameText',
        'Shown instead of your name in tournaments, leaderboards and winners.',
      )}
    >
      <form className={styles.inlineForm} noValidate onSubmit={(event) => void submit(event)}>
        <TextInput
          label={t('profile.settings.nickname', 'Nickname')}
          autoComplete="nickname"
          maxLength={32}
          required
          fieldClassName={styles.grow}
          error={formState.errors.fakename?.message}
          {...register('fakename', {
            validate: (value) => issueText(fakenameRule(value.trim(), { required: true })) ?? true,
          })}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={formState.isSubmitting}
          className={styles.inlineButton}
        >
          {t('common.save', 'Save')}
        </Button>
      </form>
      {formError ? (
        <Notice tone="danger" role="alert">
          <p>{formError}</p>
        </Notice>
      ) : null}
    </AccountSection>
  );
}
