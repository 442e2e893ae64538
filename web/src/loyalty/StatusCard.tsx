import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/index.ts';
import { Button, Card, ProgressMeter } from '../ui/index.ts';
import { levelPoints, levelStanding } from './loyalty-standing.ts';
import { PointsAmount } from './PointsAmount.tsx';
import styles from './StatusCard.module.css';

type LoyaltyInfo = contract.loyalty.LoyaltyInfo;

/** Props of {@link StatusCard}. */
export interface StatusCardProps {
  info: LoyaltyInfo;
  coinIcon?: string | null;
  /** Shows the character with a way to change it (the CMS puts characters on this page). */
  showCharacter: boolean;
  onChangeCharacter(): void;
}

/**
 * The player's standing (§3 Loyalty info): character, level, spendable points and the
 * progress to the next level, measured by lifetime points.
 */
export function StatusCard({ info, coinIcon, showCharacter, onChangeCharacter }: StatusCardProps) {
  const { t } = useTranslation();
  const earned = levelPoints(info);
  const standing = levelStanding(info.levels, earned);
  const alias = info.pointsAlias;
  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby="loyalty-status">
      {showCharacter ? (
        <div className={styles.character}>
          {info.character ? (
            <img
              src={info.character.image.x1}
              srcSet={`${info.character.image.x1} 1x, ${info.character.image.x2} 2x`}
              alt=""
              width={120}
              height={120}
              className={styles.portrait}
            />
          ) : (
            <span className={styles.portraitEmpty} aria-hidden="true">
              ?
            </span>
          )}
          <p className={styles.characterName}>
            {info.character?.name ?? t('loyalty.noCharacter', 'No character yet')}
          </p>
          <Button variant="secondary" size="sm" onClick={onChangeCharacter}>
            {info.character
              ? t('loyalty.changeCharacter', 'Change character')
              : t('loyalty.chooseCharacter', 'Choose a character')}
          </Button>
        </div>
      ) : null}
      <div className={styles.standing}>
        <h2 id="loyalty-status" className={styles.heading}>
          {t('loyalty.yourStatus', 'Your status')}
        </h2>
        <div className={styles.level}>
          {standing.current?.image ? (
            <img
              src={standing.current.image.x1}
              srcSet={`${standing.current.image.x1} 1x, ${standing.current.image.x2} 2x`}
              alt=""
              width={56}
              height={56}
            />
          ) : null}
          <div>
            <p className={styles.label}>{t('loyalty.level', 'Level')}</p>
            <p className={styles.levelName}>{standing.current?.name ?? '—'}</p>
          </div>
        </div>
        <div className={styles.points}>
          <p className={styles.label}>{t('loyalty.balance', 'Points to spend')}</p>
          <PointsAmount points={info.points} alias={alias} coinIcon={coinIcon} size="lg" />
        </div>
        <div className={styles.progress}>
          <ProgressMeter
            percent={standing.percent}
            tone="gold"
            label={
              standing.next
                ? t('loyalty.progressTo', 'Progress to {level}', { level: standing.next.name })
                : t('loyalty.progress', 'Level progress')
            }
            valueText={
              standing.next
                ? t('loyalty.progressValue', '{points} of {target} {alias}', {
                    points: earned,
                    target: standing.next.points,
                    alias,
                  })
                : undefined
            }
          />
          <p className={styles.progressText}>
            {standing.next
              ? t('loyalty.toNext', '{count} {alias} to {level}', {
                  count: standing.toNext,
                  alias,
                  level: standing.next.name,
                })
              : t('loyalty.topLevel', 'You have reached the top level.')}
          </p>
          <p className={styles.earned}>
            {t('loyalty.earned', 'Earned in total: {count} {alias}', { count: earned, alias })}
          </p>
        </div>
        <div className={styles.actions}>
          <Button href="/loyalty/shop" icon="gift">
            {t('loyalty.toShop', 'Spend in the shop')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
