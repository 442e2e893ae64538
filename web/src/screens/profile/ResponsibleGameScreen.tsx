import { formatDate, formatMoney, formatTime } from '@croupier/core/format';
import { isResponsibleGamingEnabled } from '@croupier/core/state';
import { AccountSection } from '../../account/AccountSection.tsx';
import { depositLimitView, type DepositLimitView } from '../../account/deposit-limit-view.ts';
import { useDepositLimit } from '../../account/use-account.ts';
import { Notice } from '../../cashier/Notice.tsx';
import { useSettings } from '../../hooks/index.ts';
import { useTranslation, type Translate } from '../../i18n/index.ts';
import { ProfileLayout } from '../../profile/index.ts';
import { Badge, Button, EmptyState, Skeleton } from '../../ui/index.ts';
import styles from './AccountScreens.module.css';

/** Self-exclusion periods (§9), as the support team offers them. */
const SELF_EXCLUSION_PERIODS: readonly [string, string][] = [
  ['profile.rg.periods.day1', '1 day'],
  ['profile.rg.periods.day7', '7 days'],
  ['profile.rg.periods.day30', '30 days'],
  ['profile.rg.periods.month3', '3 months'],
  ['profile.rg.periods.month6', '6 months'],
  ['profile.rg.periods.month9', '9 months'],
  ['profile.rg.periods.year1', '1 year'],
  ['profile.rg.periods.year2', '2 years'],
  ['profile.rg.periods.year3', '3 years'],
  ['profile.rg.periods.year4', '4 years'],
  ['profile.rg.periods.year5', '5 years'],
  ['profile.rg.periods.permanent', 'Permanent'],
];

function periodText(t: Translate, days: 1 | 7 | 14 | 30): string {
  return days === 1
    ? t('profile.rg.perDay', 'per day')
    : t('profile.rg.perDays', 'per {days} days', { days });
}

/**
 * `/profile/responsible-game` (§2.2, §6 flag): the deposit limit (getDepositLimit) with what
 * is used and left in this period. §7 has no call that sets a limit or excludes a player, so
 * both are asked of support — the page says so and links there rather than offer controls
 * the server cannot honour.
 */
export function ResponsibleGameScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const enabled = isResponsibleGamingEnabled(settings);
  return (
    <ProfileLayout section="responsible-game">
      {enabled ? (
        <div className={styles.stack}>
          <DepositLimitSection />
          <AccountSection
            title={t('profile.rg.breakTitle', 'Take a break or self-exclude')}
            icon="heart"
            description={t(
              'profile.rg.breakText',
              'You can close your account to play for a while or for good. Our support team sets it up for you.',
            )}
          >
            <ul className={styles.periodList} aria-label={t('profile.rg.periods.label', 'Periods')}>
              {SELF_EXCLUSION_PERIODS.map(([key, text]) => (
                <li key={key}>
                  <Badge tone="neutral">{t(key, text)}</Badge>
                </li>
              ))}
            </ul>
            <div className={styles.submitRow}>
              <Button href="/support" variant="secondary" icon="chat">
                {t('common.contactSupport', 'Contact support')}
              </Button>
            </div>
          </AccountSection>
        </div>
      ) : (
        <EmptyState
          icon="heart"
          title={t('profile.rg.unavailable', 'Responsible gaming tools are not available here')}
          text={t(
            'profile.rg.unavailableText',
            'To limit your deposits or take a break, contact our support team.',
          )}
          actions={
            <Button href="/support" icon="chat">
              {t('common.contactSupport', 'Contact support')}
            </Button>
          }
        />
      )}
    </ProfileLayout>
  );
}

function DepositLimitSection() {
  const { t } = useTranslation();
  const limit = useDepositLimit();
  let body;
  if (limit.error && !limit.data) {
    body = (
      <Notice
        tone="danger"
        title={t('profile.rg.loadFailed', 'Your deposit limit could not be loaded')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void limit.mutate()}>
            {t('common.retry', 'Try again')}
          </Button>
        }
      />
    );
  } else if (!limit.data) {
    body = <Skeleton height={120} radius="md" />;
  } else {
    body = <LimitBody view={depositLimitView(limit.data)} />;
  }
  return (
    <AccountSection
      title={t('profile.rg.limitTitle', 'Deposit limit')}
      icon="wallet"
      description={t(
        'profile.rg.limitText',
        'A limit caps how much you can deposit in a period of 1, 7, 14 or 30 days.',
      )}
      data-testid="deposit-limit"
    >
      {body}
    </AccountSection>
  );
}

function LimitBody({ view }: { view: DepositLimitView }) {
  const { t } = useTranslation();
  const support = (
    <Button href="/support" size="sm" variant="secondary" icon="chat">
      {t('common.contactSupport', 'Contact support')}
    </Button>
  );
  if (view.kind === 'none') {
    return (
      <Notice
        tone="info"
        title={t('profile.rg.noLimit', 'No deposit limit is set')}
        actions={support}
      >
        <p>
          {t(
            'profile.rg.noLimitText',
            'To set a limit, contact support: tell us the amount and the period.',
          )}
        </p>
      </Notice>
    );
  }
  const money = (n: number) => formatMoney(n, view.currency);
  const percent = Math.round(view.usedShare * 100);
  return (
    <>
      <dl className={styles.limitFigures}>
        <div className={styles.figure}>
          <dt>{t('profile.rg.limit', 'Limit')}</dt>
          <dd>
            {money(view.limit)}
            <span className={styles.figureNote}>{periodText(t, view.periodDays)}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('profile.rg.used', 'Deposited')}</dt>
          <dd>{money(view.used)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('profile.rg.left', 'Left')}</dt>
          <dd data-testid="limit-left">{money(view.available)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('profile.rg.resets', 'Renews')}</dt>
          <dd>
            {view.resetsAt
              ? `${formatDate(view.resetsAt)} ${formatTime(view.resetsAt)}`
              : t('profile.rg.unknown', '—')}
          </dd>
        </div>
      </dl>
      <div className={styles.meter}>
        <div
          className={styles.meterBar}
          role="meter"
          aria-label={t('profile.rg.usedShare', 'Share of the limit used')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <div
            className={styles.meterFill}
            data-full={view.available <= 0}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className={styles.muted}>
          {view.available <= 0
            ? t('profile.rg.reached', 'You have reached your limit for this period.')
            : t('profile.rg.usedPercent', '{percent}% of your limit used this period.', {
                percent,
              })}
        </p>
      </div>
      <Notice tone={view.canEdit ? 'info' : 'warning'} actions={view.canEdit ? support : undefined}>
        <p>
          {view.canEdit
            ? t('profile.rg.changeViaSupport', 'To change or remove your limit, contact support.')
            : t(
                'profile.rg.locked',
                'This limit was set for your account and cannot be changed at the moment.',
              )}
        </p>
      </Notice>
    </>
  );
}
