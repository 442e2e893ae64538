import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { account } from '@croupier/core/refs';
import { useState } from 'react';
import { AccountSection } from '../profile/AccountSection.tsx';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button, Skeleton } from '../ui/index.ts';
import { rgErrorText } from './rg-error-text.ts';
import { DepositLimitForm } from './DepositLimitForm.tsx';
import { limitPeriodText } from './rg-text.ts';
import styles from './ResponsibleGaming.module.css';
import { useDepositLimits, useResponsibleGamingRefresh } from './use-responsible-gaming.ts';

type DepositLimits = contract.account.DepositLimits;
type DepositLimitEntry = contract.account.DepositLimitEntry;

/**
 * Deposit limits per period (issue 18): a free-text amount per 1, 7, 14 or 30 days. A new or
 * lower limit applies at once; a higher one or a removal waits out the cooling-off, after which
 * the player confirms it here (in Telegram on the host's main button) — the page says when.
 */
export function DepositLimitsSection({ periods }: { periods: readonly number[] }) {
  const { t } = useTranslation();
  const limits = useDepositLimits();
  let body;
  if (limits.error && !limits.data) {
    body = (
      <Notice
        tone="danger"
        title={t('profile.rg.loadFailed', 'Your deposit limit could not be loaded')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void limits.mutate()}>
            {t('common.retry', 'Try again')}
          </Button>
        }
      />
    );
  } else if (!limits.data) {
    body = <Skeleton height={160} radius="md" />;
  } else {
    body = <LimitsBody data={limits.data} periods={periods} />;
  }
  return (
    <AccountSection
      title={t('rg.limits.title', 'Deposit limits')}
      icon="wallet"
      description={t(
        'rg.limits.text',
        'Cap what you can deposit in 1, 7, 14 or 30 days. Several limits can apply; the lowest amount left counts. Lowering a limit works at once; raising or removing one takes 24 hours and your confirmation.',
      )}
      data-testid="deposit-limits"
    >
      {body}
    </AccountSection>
  );
}

function LimitsBody({ data, periods }: { data: DepositLimits; periods: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      {data.limits.length === 0 ? (
        <p className={styles.muted}>{t('profile.rg.noLimit', 'No deposit limit is set')}</p>
      ) : (
        <ul className={styles.limitList} aria-label={t('rg.limits.current', 'Your limits')}>
          {data.limits.map((entry) => (
            <LimitRow key={entry.period} entry={entry} currency={data.currency} />
          ))}
        </ul>
      )}
      <DepositLimitForm data={data} periods={periods} />
    </div>
  );
}

function LimitRow({ entry, currency }: { entry: DepositLimitEntry; currency: string }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const refresh = useResponsibleGamingRefresh();
  const [busy, setBusy] = useState<null | 'confirm' | 'cancel' | 'remove'>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (n: string) => formatMoney(n, currency);
  const period = limitPeriodText(t, entry.period);
  const label = t('rg.limits.rowLabel', 'Limit {period}', { period });

  const run = async (kind: 'confirm' | 'cancel' | 'remove') => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'confirm')
        await platform.api.call(account.confirmDepositLimit, { period: entry.period });
      else if (kind === 'cancel')
        await platform.api.call(account.cancelDepositLimitChange, { period: entry.period });
      else
        await platform.api.call(account.setDepositLimits, {
          limits: { [String(entry.period)]: null },
        });
      await refresh();
    } catch (failure) {
      platform.shell.haptic('error');
      setError(rgErrorText(t, failure));
    } finally {
      setBusy(null);
    }
  };

  const pending = entry.pending;
  const confirmLabel =
    pending?.amount === null
      ? t('rg.limits.confirmRemoval', 'Confirm removal')
      : t('rg.limits.confirmIncrease', 'Confirm new limit');
  // In Telegram the confirmation rides the host's main button, as every confirmation does.
  const onHostButton = platform.shell.useMainButton(
    pending?.can_confirm
      ? { text: confirmLabel, loading: busy === 'confirm', onClick: () => void run('confirm') }
      : null,
  );
  return (
    <li className={styles.limitRow} aria-label={label} data-testid={`limit-${entry.period}`}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('profile.rg.limit', 'Limit')}</dt>
          <dd>
            {money(entry.amount)}
            <span className={styles.figureNote}>{period}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('profile.rg.used', 'Deposited')}</dt>
          <dd>{money(entry.used)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('profile.rg.left', 'Left')}</dt>
          <dd data-testid="limit-left">{money(entry.left)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('profile.rg.resets', 'Renews')}</dt>
          <dd>{formatDateTime(entry.resets_at)}</dd>
        </div>
      </dl>
      {pending ? (
        <Notice
          tone={pending.can_confirm ? 'warning' : 'info'}
          title={
            pending.amount === null
              ? t('rg.limits.pendingRemoval', 'Removal requested')
              : t('rg.limits.pendingIncrease', 'Increase to {amount} requested', {
                  amount: money(pending.amount),
                })
          }
          actions={
            <>
              {pending.can_confirm && !onHostButton ? (
                <Button size="sm" loading={busy === 'confirm'} onClick={() => void run('confirm')}>
                  {confirmLabel}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                loading={busy === 'cancel'}
                onClick={() => void run('cancel')}
              >
                {t('rg.limits.keep', 'Keep current limit')}
              </Button>
            </>
          }
        >
          <p>
            {pending.can_confirm
              ? t(
                  'rg.limits.canConfirm',
                  'The 24-hour cooling-off is over. It takes effect only when you confirm it.',
                )
              : t(
                  'rg.limits.coolingOff',
                  'You can confirm it from {date}, after a 24-hour cooling-off. Until then your current limit applies.',
                  { date: formatDateTime(pending.effective_at) },
                )}
          </p>
        </Notice>
      ) : (
        <div className={styles.rowActions}>
          <Button
            size="sm"
            variant="ghost"
            loading={busy === 'remove'}
            onClick={() => void run('remove')}
          >
            {t('rg.limits.remove', 'Remove limit')}
          </Button>
        </div>
      )}
      {error ? (
        <Notice tone="danger" role="alert">
          <p>{error}</p>
        </Notice>
      ) : null}
    </li>
  );
}
