import { showsCharactersOn } from '@croupier/core/state';
import { usePlatform } from '../app/platform-context.ts';
import { useSession, useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { LevelLadder, StatusCard, useLoyaltyFeatures, useLoyaltyInfo } from './index.ts';
import { ProfileLayout } from '../profile/index.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import styles from '../profile/ProfileRewards.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/**
 * `/profile/loyalty`: the player's standing in the loyalty programme (`loyalty.getinfo`) —
 * level, points, progress to the next level, and the character when the content system shows
 * characters on the profile page (§2.3) — with the way to the programme's page.
 */
export function ProfileLoyaltyScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { signedIn } = useSession();
  const settings = useSettings();
  const features = useLoyaltyFeatures();
  const info = useLoyaltyInfo(signedIn && features.enabled);

  let body;
  if (!features.enabled) {
    body = (
      <EmptyState
        icon="crown"
        title={t('profileLoyalty.off', 'The loyalty programme is not available')}
      />
    );
  } else if (info.error && !info.data) {
    body = (
      <LoadFailed
        title={t('rewards.loadFailed', 'This could not be loaded')}
        onRetry={info.mutate}
      />
    );
  } else if (!info.data) {
    body = (
      <div className={styles.stack} aria-busy="true">
        <Skeleton height={260} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </div>
    );
  } else if (!info.data.is_active) {
    body = (
      <EmptyState
        icon="crown"
        title={t('profileLoyalty.inactiveTitle', 'You are not in the programme yet')}
        text={t(
          'profileLoyalty.inactiveText',
          'Play to earn points, climb the levels and spend points in the shop.',
        )}
        actions={
          <Button href="/loyalty" icon="crown">
            {t('profileLoyalty.toProgramme', 'About the programme')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className={styles.stack}>
        <StatusCard
          info={info.data}
          coinIcon={features.coinIcon}
          showCharacter={showsCharactersOn(settings, 'profile')}
          onChangeCharacter={() =>
            platform.stores.dialogs.open({ name: 'loyaltyCharacterChange', props: {} })
          }
        />
        <section className={styles.section} aria-labelledby="profile-loyalty-levels">
          <div className={styles.sectionHead}>
            <h2 id="profile-loyalty-levels" className={styles.sectionTitle}>
              {t('profileLoyalty.levels', 'Levels')}
            </h2>
          </div>
          <LevelLadder levels={info.data.levels} alias={info.data.pointsAlias} />
        </section>
      </div>
    );
  }

  return (
    <ProfileLayout
      section="loyalty"
      actions={
        features.enabled ? (
          <Button href="/loyalty" variant="secondary" size="sm" iconEnd="chevron-right">
            {t('profileLoyalty.toProgramme', 'About the programme')}
          </Button>
        ) : null
      }
    >
      {body}
    </ProfileLayout>
  );
}
