import { account, support } from '@croupier/core/refs';
import {
  emailRule,
  firstIssue,
  maxLengthRule,
  requiredRule,
  type ValidationIssue,
} from '@croupier/core/validation';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useIssueText } from '../ui/use-issue-text.ts';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useApi } from '../app/use-api.ts';
import { serverReasonText } from '../i18n/rule-reason-text.ts';
import { Button, Field, Icon, TextInput } from '../ui/index.ts';
import { showServerErrors } from '../ui/show-server-errors.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { feedbackFailure, type FeedbackFailure } from './feedback-failure.ts';
import styles from './SupportScreen.module.css';

/** The contract's lengths (support.feedbackParams), checked before sending. */
const MAX = { name: 100, subject: 200, message: 5000 } as const;

interface FeedbackValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: FeedbackValues = { name: '', email: '', subject: '', message: '' };

/** Required, then at most `max` characters once trimmed. */
const textRule =
  (max: number) =>
  (value: string): ValidationIssue | null =>
    firstIssue(value, [requiredRule, (v) => maxLengthRule(v.trim(), max)]);

/** The player's name as the profile has it (first and last name, else nickname). */
function profileName(profile: {
  first_name: string | null;
  last_name: string | null;
  fakename: string | null;
}): string {
  const full = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return full || profile.fakename || '';
}

/**
 * The support feedback form (§1, §7 support.sendFeedback): name, e-mail, subject and message
 * with core's rules on each field, the server's field reasons on their fields, a notice for
 * the hourly limit and other failures, and a thank-you once sent. A player's name and e-mail
 * come from the profile.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const issueText = useIssueText();
  const { signedIn } = useSession();
  const profile = useApi(
    signedIn ? account.getprofileinfo : null,
    {},
    { revalidateOnFocus: false },
  );
  const [sent, setSent] = useState(false);
  const headingId = useId();

  const noticeText = ({ notice, message }: FeedbackFailure) => {
    if (notice === 'tooMany')
      return t(
        'support.tooMany',
        'You have sent several messages in a short time. Please wait an hour before writing again, or use the chat.',
      );
    if (notice === 'network')
      return t('support.network', 'No connection. Check your network and try again.');
    return message || t('common.somethingWentWrong', 'Something went wrong');
  };
  const fieldTexts = ({ fields }: FeedbackFailure) =>
    Object.fromEntries(
      Object.entries(fields).map(([field, reason]) => [field, serverReasonText(t, reason)]),
    );

  const { form, submit, submitting, formError, setFormError } = useServerForm<FeedbackValues>({
    defaultValues: EMPTY,
    errorText: (error) => noticeText(feedbackFailure(error)),
    fieldErrors: (error) => fieldTexts(feedbackFailure(error)),
  });
  const { register, formState, reset, getValues, control } = form;
  const messageLength = [...(useWatch({ control, name: 'message' }) ?? '')].length;

  // Fill in what the profile knows, without overwriting what the player typed.
  useEffect(() => {
    if (!profile.data) return;
    const current = getValues();
    reset(
      {
        ...current,
        name: current.name || profileName(profile.data),
        email: current.email || profile.data.email || '',
      },
      { keepErrors: true },
    );
  }, [profile.data, getValues, reset]);

  const send = submit(
    async (values) => {
      await platform.api.call(support.sendFeedback, {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setSent(true);
    },
    {
      // Reasons for the form's fields and for others in one answer: the fields show theirs and
      // the notice the rest (the common handling shows one or the other).
      onError: (error) => {
        const failure = feedbackFailure(error);
        if (!failure.notice || Object.keys(failure.fields).length === 0) return false;
        showServerErrors(form, fieldTexts(failure), () => true);
        setFormError(noticeText(failure));
        return true;
      },
    },
  );

  if (sent) {
    return (
      <div className={styles.sent} role="status">
        <span className={styles.sentIcon} aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        <h2 className={styles.cardTitle}>
          {t('support.sentTitle', 'Thank you! Your message is sent.')}
        </h2>
        <p className={styles.muted}>
          {t('support.sentText', 'Our team will answer by e-mail as soon as possible.')}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            const { name, email } = getValues();
            reset({ ...EMPTY, name, email });
            setSent(false);
          }}
        >
          {t('support.sendAnother', 'Write another message')}
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void send(event)}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {t('support.formTitle', 'Write to us')}
      </h2>
      <p className={styles.muted}>
        {t('support.formLead', 'Tell us what happened and we will get back to you by e-mail.')}
      </p>
      <div className={styles.pair}>
        <TextInput
          label={t('support.name', 'Your name')}
          autoComplete="name"
          required
          maxLength={MAX.name}
          error={formState.errors.name?.message}
          {...register('name', { validate: (v) => issueText(textRule(MAX.name)(v)) ?? true })}
        />
        <TextInput
          label={t('support.email', 'E-mail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email', { validate: (v) => issueText(emailRule(v.trim())) ?? true })}
        />
      </div>
      <TextInput
        label={t('support.subject', 'Subject')}
        required
        maxLength={MAX.subject}
        error={formState.errors.subject?.message}
        {...register('subject', { validate: (v) => issueText(textRule(MAX.subject)(v)) ?? true })}
      />
      <Field
        label={t('support.message', 'Message')}
        required
        error={formState.errors.message?.message}
        hint={t('support.messageCount', '{count} of {max} characters', {
          count: messageLength,
          max: MAX.message,
        })}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            className={styles.textarea}
            required
            {...register('message', {
              validate: (v) => issueText(textRule(MAX.message)(v)) ?? true,
            })}
          />
        )}
      </Field>
      {formError ? (
        <Notice tone="danger" role="alert">
          {formError}
        </Notice>
      ) : null}
      <Button type="submit" size="lg" icon="mail" loading={submitting}>
        {t('support.send', 'Send message')}
      </Button>
    </form>
  );
}
