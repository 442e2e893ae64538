import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, Card, Icon, ProgressMeter } from '../ui/index.ts';
import { bonusActionLabel, bonusStatusLabel } from './bonus-labels.ts';
import { bonusActions, bonusStatusTone, wagerPercent, type BonusAction } from './bonus-view.ts';
import styles from './RewardCard.module.css';

type Bonus = contract.bonuses.Bonus;
type BettingBonus = contract.BettingBonuses.BettingBonus;

/** The viewer's time zone, for dates (§9 formats). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Props of {@link BonusCard}. */
export interface BonusCardProps {
  bonus: Bonus | BettingBonus;
  /** The action running on this bonus now: its button shows progress, the others wait. */
  busy?: BonusAction | null;
  /** Another action runs elsewhere on the page: every button waits. */
  locked?: boolean;
  onAction(action: BonusAction): void;
}

/**
 * One casino or betting bonus: its amount, status, wagering (wagered / required, × multiple),
 * expiry and the actions its state allows.
 */
export function BonusCard({ bonus, busy = null, locked = false, onAction }: BonusCardProps) {
  const { t } = useTranslation();
  const currency = bonus.amount.currency;
  const percent = wagerPercent(bonus);
  const actions = bonusActions(bonus);
  const title =
    bonus.description.title ||
    (bonus.type === 'betting'
      ? t('bonuses.bettingBonus', 'Betting bonus')
      : t('bonuses.casinoBonus', 'Casino bonus'));
  const minOdds = 'min_odds' in bonus ? bonus.min_odds : null;
  const titleId = `bonus-${bonus.id}-title`;
  return (
    <Card
      as="article"
      padding="md"
      className={styles.card}
      aria-labelledby={titleId}
      data-bonus={bonus.id}
      data-status={bonus.status}
    >
      <div className={styles.head}>
        <span className={styles.glyph} data-kind={bonus.type}>
          <Icon name={bonus.type === 'betting' ? 'sport' : 'gift'} size={20} />
        </span>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {title}
          </h3>
          <span className={styles.kind}>
            {bonus.type === 'betting'
              ? t('bonuses.kindBetting', 'Sports')
              : t('bonuses.kindCasino', 'Casino')}
          </span>
        </div>
        <Badge tone={bonusStatusTone(bonus.status)}>{bonusStatusLabel(t, bonus.status)}</Badge>
      </div>
      <p className={styles.amount}>{formatMoney(bonus.amount.amount, currency)}</p>
      {bonus.description.text ? <p className={styles.text}>{bonus.description.text}</p> : null}
      {bonus.wager && percent !== null ? (
        <ProgressMeter
          label={t('bonuses.wagering', 'Wagering')}
          percent={percent}
          tone={bonus.status === 'completed' ? 'gold' : 'accent'}
          valueText={t('bonuses.wageredOf', '{progress} of {required} wagered', {
            progress: formatMoney(bonus.wager.progress, currency),
            required: formatMoney(bonus.wager.required, currency),
          })}
          start={t('bonuses.wageringX', 'Wagering ×{multiplier}', {
            multiplier: bonus.wager.multiplier,
          })}
          end={`${formatMoney(bonus.wager.progress, currency)} / ${formatMoney(bonus.wager.required, currency)}`}
        />
      ) : (
        <p className={styles.meta}>{t('bonuses.noWagering', 'No wagering requirement')}</p>
      )}
      <dl className={styles.facts}>
        {bonus.expires_at ? (
          <div>
            <dt>
              {bonus.status === 'expired'
                ? t('bonuses.expired', 'Expired')
                : t('bonuses.expires', 'Expires')}
            </dt>
            <dd>
              <time dateTime={bonus.expires_at}>
                {formatDateTime(bonus.expires_at, { timeZone })}
              </time>
            </dd>
          </div>
        ) : null}
        {minOdds ? (
          <div>
            <dt>{t('bonuses.minOdds', 'Min. odds')}</dt>
            <dd>{minOdds}</dd>
          </div>
        ) : null}
        {bonus.is_isolated ? (
          <div>
            <dt>{t('bonuses.isolated', 'Combines')}</dt>
            <dd>{t('bonuses.isolatedText', 'Not with other bonuses')}</dd>
          </div>
        ) : null}
      </dl>
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={
                action === 'activate' ? 'primary' : action === 'remove' ? 'ghost' : 'secondary'
              }
              loading={busy === action}
              disabled={locked || (busy !== null && busy !== action)}
              onClick={() => onAction(action)}
              aria-label={`${bonusActionLabel(t, action)}: ${title}`}
            >
              {bonusActionLabel(t, action)}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
