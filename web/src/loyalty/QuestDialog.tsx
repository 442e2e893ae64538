import { formatDate } from '@croupier/core/format';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useAuthPopup, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Badge, Button, EmptyState, Icon, ProgressMeter, Spinner } from '../ui/index.ts';
import styles from './LoyaltyDialogs.module.css';
import { questPercent } from './loyalty-standing.ts';
import { shownQuest } from './quest-memory.ts';
import { useLoyaltyInfo } from './use-loyalty.ts';

/**
 * The "loyalty quest" popup (§2.3): a quest's task, reward, progress and deadline, and the way
 * to take part — play (players) or sign up (guests).
 */
export function QuestDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const openAuth = useAuthPopup();
  const navigate = useNavigate();
  const info = useLoyaltyInfo(signedIn);
  const questId = Number(entry.props.questId);
  const quest = info.data?.quests.find((q) => q.id === questId) ?? shownQuest(questId);
  const alias = info.data?.pointsAlias ?? t('loyalty.points', 'points');

  if (!quest) {
    if (signedIn && !info.data && !info.error) return <Spinner size="lg" />;
    return (
      <EmptyState
        icon="warning"
        title={t('loyalty.questGone', 'This quest is no longer available.')}
      />
    );
  }
  const percent = questPercent(quest);
  const progress = quest.progress;
  return (
    <div className={styles.dialog}>
      <div className={styles.hero}>
        {quest.image ? (
          <img
            src={quest.image.x1}
            srcSet={`${quest.image.x1} 1x, ${quest.image.x2} 2x`}
            alt=""
            width={80}
            height={80}
          />
        ) : (
          <Icon name="star" size={40} />
        )}
        <div>
          <p className={styles.name}>{quest.title}</p>
          <p className={styles.reward}>
            {t('loyalty.reward', '+{points} {alias}', { points: quest.reward_points, alias })}
          </p>
        </div>
      </div>
      {quest.description ? <p className={styles.text}>{quest.description}</p> : null}
      {progress || quest.is_completed ? (
        <div className={styles.progress}>
          <ProgressMeter
            percent={percent}
            label={t('loyalty.questProgress', 'Progress of {quest}', { quest: quest.title })}
          />
          <p className={styles.muted}>
            {quest.is_completed ? (
              <Badge tone="accent">
                <Icon name="check" size={12} /> {t('loyalty.completed', 'Completed')}
              </Badge>
            ) : progress ? (
              t('loyalty.questCount', '{current} of {max}', {
                current: progress.current,
                max: progress.max ?? 100,
              })
            ) : null}
          </p>
        </div>
      ) : null}
      {quest.expires_at ? (
        <p className={styles.muted}>
          {t('loyalty.until', 'Until {date}', { date: formatDate(quest.expires_at) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {!signedIn ? (
          <Button
            onClick={() => {
              close();
              openAuth('registration');
            }}
          >
            {t('loyalty.joinToTakePart', 'Sign up to take part')}
          </Button>
        ) : !quest.is_completed ? (
          <Button
            icon="play"
            onClick={() => {
              close();
              navigate('/gamehall');
            }}
          >
            {t('loyalty.playNow', 'Play now')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => close()}>
          {t('common.close', 'Close')}
        </Button>
      </div>
    </div>
  );
}
