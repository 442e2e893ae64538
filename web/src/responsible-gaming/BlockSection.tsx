import type { contract } from '@croupier/core';
import { formatDateTime } from '@croupier/core/format';
import { account, type ParamsIn } from '@croupier/core/refs';
import { useId, useState } from 'react';
import { AccountSection } from '../profile/AccountSection.tsx';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation, type Translate } from '../i18n/index.ts';
import { Button } from '../ui/index.ts';
import { blockEnd } from './block-end.ts';
import { blockState } from './block-state.ts';
import { rgErrorText } from './rg-error-text.ts';
import { selfExclusionText, timeOutText } from './rg-text.ts';
import styles from './ResponsibleGaming.module.css';

type Kind = 'time_out' | 'self_exclusion';
type PlayerBlock = contract.account.PlayerBlock;
type TimeOutPeriod = contract.account.TimeOutPeriod;
type SelfExclusionId = ParamsIn<typeof account.selfExclude>['period'];

/** Props of {@link BlockSection}. */
export interface BlockSectionProps {
  kind: Kind;
  periods: readonly string[];
}

function periodText(t: Translate, kind: Kind, period: string): string {
  return kind === 'time_out'
    ? timeOutText(t, period as TimeOutPeriod)
    : selfExclusionText(t, period);
}

/**
 * A time-out or self-exclusion (issue 18) in two steps: choose a period, then read what it
 * means — until when, signed out everywhere, no early end — and confirm. "Go back" weighs as
 * much as the confirmation, and nothing is preselected: no dark patterns. In Telegram the
 * confirmation rides the host's main button.
 */
export function BlockSection({ kind, periods }: BlockSectionProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'choose' | 'review'>('choose');
  const [period, setPeriod] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();
  const timeOut = kind === 'time_out';

  return (
    <AccountSection
      title={
        timeOut ? t('rg.timeOut.title', 'Take a break') : t('rg.exclusion.title', 'Self-exclusion')
      }
      icon={timeOut ? 'heart' : 'lock'}
      description={
        timeOut
          ? t(
              'rg.timeOut.text',
              'Step away for 24 hours to 6 weeks. You cannot sign in or play until it ends.',
            )
          : t(
              'rg.exclusion.text',
              'Close your account for 1 day to 5 years, or permanently, if you feel you need to stop gambling.',
            )
      }
      data-testid={timeOut ? 'time-out' : 'self-exclusion'}
    >
      {step === 'choose' ? (
        <form
          className={styles.stack}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!period) {
              setMissing(true);
              return;
            }
            setStep('review');
          }}
        >
          <fieldset
            className={styles.choices}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
          >
            <legend className={styles.legend}>{t('rg.choosePeriod', 'Choose a period')}</legend>
            {periods.map((value) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-period`}
                  value={value}
                  checked={period === value}
                  onChange={() => {
                    setPeriod(value);
                    setMissing(false);
                  }}
                />
                <span>{periodText(t, kind, value)}</span>
              </label>
            ))}
          </fieldset>
          {missing ? (
            <p id={`${id}-error`} className={styles.fieldError} role="alert">
              {t('rg.periodRequired', 'Choose a period first.')}
            </p>
          ) : null}
          <div className={styles.formActions}>
            <Button type="submit" variant="secondary">
              {t('common.continue', 'Continue')}
            </Button>
          </div>
        </form>
      ) : (
        <Review kind={kind} period={period!} onBack={() => setStep('choose')} />
      )}
    </AccountSection>
  );
}

function Review({ kind, period, onBack }: { kind: Kind; period: string; onBack(): void }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = blockEnd(kind, period, new Date(platform.now()));
  const timeOut = kind === 'time_out';
  const label = timeOut
    ? t('rg.timeOut.confirm', 'Start my break')
    : t('rg.exclusion.confirm', 'Exclude me');

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    let block: PlayerBlock;
    try {
      block = timeOut
        ? await platform.api.call(account.startTimeOut, { period: period as TimeOutPeriod })
        : await platform.api.call(account.selfExclude, { period: period as SelfExclusionId });
    } catch (failure) {
      setBusy(false);
      platform.shell.haptic('error');
      setError(rgErrorText(t, failure));
      return;
    }
    platform.shell.haptic('success');
    // The server has ended every session already; forget this one here and say until when.
    platform.stores.session.destroy();
    blockState.block = block;
    platform.stores.pageError.report({ statusCode: 403, data: { type: 'UserBannedException' } });
  };

  const onHostButton = platform.shell.useMainButton({
    text: label,
    loading: busy,
    onClick: () => void confirm(),
  });

  return (
    <div className={styles.stack} data-testid="block-review">
      <Notice
        tone="warning"
        title={t('rg.review.title', '{what} for {period}', {
          what: timeOut
            ? t('rg.timeOut.title', 'Take a break')
            : t('rg.exclusion.title', 'Self-exclusion'),
          period: periodText(t, kind, period),
        })}
      >
        <ul className={styles.review}>
          <li>
            {end
              ? t('rg.review.until', 'It lasts until {date}.', { date: formatDateTime(end) })
              : t('rg.review.permanent', 'It is permanent: your account will not reopen.')}
          </li>
          <li>
            {t(
              'rg.review.signOut',
              'You will be signed out at once on every device, and you cannot sign in, deposit or play until it ends.',
            )}
          </li>
          <li>{t('rg.review.noEarlyEnd', 'It cannot be ended early, not even by support.')}</li>
          <li>
            {t(
              'rg.review.money',
              'Your balance stays yours, pending withdrawals are still paid out, and we stop sending you offers.',
            )}
          </li>
        </ul>
      </Notice>
      {error ? (
        <Notice tone="danger" role="alert">
          <p>{error}</p>
        </Notice>
      ) : null}
      <div className={styles.reviewActions}>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('rg.review.back', 'Go back')}
        </Button>
        {onHostButton ? null : (
          <Button loading={busy} onClick={() => void confirm()}>
            {label}
          </Button>
        )}
      </div>
    </div>
  );
}
