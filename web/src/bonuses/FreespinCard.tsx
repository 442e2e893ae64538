import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { gamePath } from '../games/game-path.ts';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, Card, Icon, ProgressMeter } from '../ui/index.ts';
import styles from './RewardCard.module.css';

type FreespinPack = contract.freespins.FreespinPack;

/** The viewer's time zone, for dates (§9 formats). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One free-spin pack: its game, spins left of all, the bet of each spin, expiry and Play. */
export function FreespinCard({ pack }: { pack: FreespinPack }) {
  const { t } = useTranslation();
  const titleId = `freespins-${pack.id}-title`;
  const title = pack.description?.title || t('bonuses.freespins', 'Free spins');
  const used = pack.total_count - pack.remaining_count;
  return (
    <Card
      as="article"
      padding="md"
      className={styles.card}
      aria-labelledby={titleId}
      data-freespins={pack.id}
    >
      <div className={styles.head}>
        <span className={styles.glyph} data-kind="freespins">
          <Icon name="star" size={20} />
        </span>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {title}
          </h3>
          <span className={styles.kind}>{pack.game.name}</span>
        </div>
        <Badge tone={pack.status === 'active' ? 'accent' : 'neutral'}>
          {pack.status === 'active'
            ? t('bonuses.status.active', 'Active')
            : pack.status === 'used'
              ? t('bonuses.freespinsUsed', 'Used')
              : t('bonuses.status.expired', 'Expired')}
        </Badge>
      </div>
      <p className={styles.amount}>
        {t('bonuses.spinsLeft', '{count} spins', { count: pack.remaining_count })}
      </p>
      <ProgressMeter
        label={t('bonuses.spinsUsed', 'Spins used')}
        percent={(used / pack.total_count) * 100}
        tone="gold"
        valueText={t('bonuses.spinsLeftOf', '{left} of {total} spins left', {
          left: pack.remaining_count,
          total: pack.total_count,
        })}
        start={t('bonuses.spinsLeftOf', '{left} of {total} spins left', {
          left: pack.remaining_count,
          total: pack.total_count,
        })}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{t('bonuses.spinBet', 'Bet per spin')}</dt>
          <dd>{formatMoney(pack.bet.amount, pack.bet.currency)}</dd>
        </div>
        {pack.expires_at ? (
          <div>
            <dt>{t('bonuses.expires', 'Expires')}</dt>
            <dd>
              <time dateTime={pack.expires_at}>
                {formatDateTime(pack.expires_at, { timeZone })}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {pack.status === 'active' && pack.remaining_count > 0 ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            icon="play"
            href={gamePath(pack.game.sysname)}
            aria-label={t('bonuses.playGame', 'Play {game}', { game: pack.game.name })}
          >
            {t('bonuses.play', 'Play')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
