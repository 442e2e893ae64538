import type { contract } from '@croupier/core';
import { formatDate } from '@croupier/core/format';
import { useEffect } from 'react';
import { useDialogs } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Badge, cx, Icon, ProgressMeter } from '../ui/index.ts';
import { questPercent } from './loyalty-standing.ts';
import { rememberQuests } from './quest-memory.ts';
import { LoyaltyPicture } from './LoyaltyPicture.tsx';
import styles from './QuestList.module.css';

type Quest = contract.loyalty.Quest;

/** Props of {@link QuestList}. */
export interface QuestListProps {
  quests: readonly Quest[];
  alias: string;
}

/** Quests as cards with reward and progress; a card opens the "loyalty quest" popup. */
export function QuestList({ quests, alias }: QuestListProps) {
  const { t } = useTranslation();
  const { open } = useDialogs();
  useEffect(() => rememberQuests(quests), [quests]);
  return (
    <ul className={styles.list}>
      {quests.map((quest) => {
        const percent = questPercent(quest);
        return (
          <li key={quest.id}>
            <button
              type="button"
              className={cx(styles.quest, quest.is_completed && styles.done)}
              aria-haspopup="dialog"
              onClick={() => {
                rememberQuests([quest]);
                open({ name: 'loyaltyQuest', props: { questId: quest.id } });
              }}
            >
              <LoyaltyPicture
                image={quest.image}
                size={56}
                icon="star"
                iconSize={24}
                className={styles.image}
              />
              <span className={styles.body}>
                <span className={styles.title}>{quest.title}</span>
                <span className={styles.reward}>
                  {t('loyalty.reward', '+{points} {alias}', { points: quest.reward_points, alias })}
                </span>
                {quest.progress || quest.is_completed ? (
                  <ProgressMeter
                    size="sm"
                    decorative
                    percent={percent}
                    label={t('loyalty.questProgress', 'Progress of {quest}', {
                      quest: quest.title,
                    })}
                  />
                ) : null}
                <span className={styles.meta}>
                  {quest.is_completed ? (
                    <Badge tone="accent">
                      <Icon name="check" size={12} /> {t('loyalty.completed', 'Completed')}
                    </Badge>
                  ) : quest.progress ? (
                    <span>
                      {t('loyalty.percentDone', '{percent}% done', {
                        percent: Math.floor(percent),
                      })}
                    </span>
                  ) : null}
                  {quest.expires_at ? (
                    <span>
                      {t('loyalty.until', 'Until {date}', { date: formatDate(quest.expires_at) })}
                    </span>
                  ) : null}
                </span>
              </span>
              <Icon name="chevron-right" size={18} className={styles.chevron} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
