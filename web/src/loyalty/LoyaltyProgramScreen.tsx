import { useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { LevelLadder, QuestList, useLoyaltyInfo, useProgram } from './index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { Button, Skeleton } from '../ui/index.ts';
import { LoyaltySection } from './LoyaltySection.tsx';
import { ProgramHero } from './ProgramHero.tsx';
import styles from './LoyaltyScreens.module.css';

/**
 * One loyalty programme (§2.2 `/loyalty/{sysname}`): its description, the levels with their
 * thresholds and the quests with their rewards (the caller's progress when a member). An
 * unknown programme is the Not found page.
 */
export function LoyaltyProgramScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const sysname = params.sysname ?? '';
  const { signedIn } = useSession();
  const program = useProgram(sysname);
  const info = useLoyaltyInfo(signedIn);
  useDocumentTitle(program.data?.title ?? t('common.loyalty', 'Loyalty'));
  if (program.error) throw program.error;
  const data = program.data;
  if (!data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={220} radius="lg" />
        <Skeleton height={150} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </div>
    );
  }
  const member = info.data?.sysname === data.sysname;
  const alias = member ? info.data!.pointsAlias : t('loyalty.points', 'points');
  return (
    <div className={styles.page}>
      <ProgramHero title={data.title} program={data} description={data.description}>
        <Button href="/loyalty" variant="secondary" icon="back">
          {member ? t('loyalty.myStatus', 'My status') : t('common.loyalty', 'Loyalty')}
        </Button>
        <Button href="/loyalty/shop" icon="gift">
          {t('loyalty.shop', 'Loyalty shop')}
        </Button>
      </ProgramHero>
      <LoyaltySection title={t('loyalty.levels', 'Levels')}>
        {data.levels.length > 0 ? (
          <LevelLadder levels={data.levels} alias={alias} />
        ) : (
          <p className={styles.muted}>{t('loyalty.noLevels', 'This programme has no levels.')}</p>
        )}
      </LoyaltySection>
      <LoyaltySection title={t('loyalty.rewards', 'Quests and rewards')}>
        {data.quests.length > 0 ? (
          <QuestList quests={data.quests} alias={alias} />
        ) : (
          <p className={styles.muted}>
            {t('loyalty.noQuests', 'No quests right now. Check back soon.')}
          </p>
        )}
      </LoyaltySection>
    </div>
  );
}
