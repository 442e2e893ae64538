import { account } from '@croupier/core/refs';
import { fakenameRule } from '@croupier/core/validation';
import { AccountSection } from './AccountSection.tsx';
import { accountErrorText, accountFieldErrors } from './account-error-text.ts';
import { usePlatform } from '../app/platform-context.ts';
import { useIssueText } from '../ui/use-issue-text.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button, TextInput } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
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
  const { form, submit, submitting, formError } = useServerForm<{ fakename: string }>({
    defaultValues: { fakename: fakename ?? '' },
    errorText: (error) => accountErrorText(t, error),
    fieldErrors: (error) => accountFieldErrors(t, error),
  });
  const { register, formState, reset } = form;

  const save = submit(async (values) => {
    const next = values.fakename.trim();
    await platform.api.call(account.changefakename, { fakename: next });
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
      <form className={styles.inlineForm} noValidate onSubmit={(event) => void save(event)}>
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
          loading={submitting}
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
