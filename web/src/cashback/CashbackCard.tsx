import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import type { ReactNode } from 'react';
import styles from '../bonuses/RewardCard.module.css';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Card, Icon } from '../ui/index.ts';
import { cashbackPeriod, type CashbackState } from './cashback-view.ts';

type Cashback = contract.cashbacks.Cashback;

/** The viewer's time zone, for dates (§9 formats). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Props of {@link CashbackCard}. */
export interface CashbackCardProps {
  cashback: Cashback;
  state: CashbackState;
  /** Claim / forfeit buttons (claimable cashbacks only). */
  actions?: ReactNode;
  /** The heading level of the card's title. */
  headingLevel?: 2 | 3;
}

/** One cashback: its period, amount, how it was counted (net loss), status and deadline. */
export function CashbackCard({ cashback, state, actions, headingLevel = 3 }: CashbackCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `cashback-${cashback.id}-title`;
  return (
    <Card
      as="article"
      padding="md"
      className={styles.card}
      aria-labelledby={titleId}
      data-cashback={cashback.id}
      data-state={state}
    >
      <div className={styles.head}>
        <span className={styles.glyph} data-kind="cashback">
          <Icon name="wallet" size={20} />
        </span>
        <div className={styles.heading}>
          <Heading id={titleId} className={styles.title}>
            {cashback.description?.title || t('cashback.title', 'Cashback')}
          </Heading>
          <span className={styles.kind}>{cashbackPeriod(cashback, timeZone)}</span>
        </div>
        <Badge tone={state === 'claimable' ? 'accent' : state === 'paid' ? 'gold' : 'neutral'}>
          {state === 'claimable'
            ? t('cashback.status.active', 'Ready to claim')
            : state === 'paid'
              ? t('cashback.status.paid', 'Paid out')
              : t('cashback.status.expired', 'Expired')}
        </Badge>
      </div>
      <p className={styles.amount}>{formatMoney(cashback.amount, cashback.currency)}</p>
      {cashback.description?.text ? (
        <p className={styles.text}>{cashback.description.text}</p>
      ) : null}
      {state === 'claimable' && cashback.receiving_expired_at ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('cashback.claimBy', 'Claim by')}</dt>
            <dd>
              <time dateTime={cashback.receiving_expired_at}>
                {formatDateTime(cashback.receiving_expired_at, { timeZone })}
              </time>
            </dd>
          </div>
        </dl>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Card>
  );
}
