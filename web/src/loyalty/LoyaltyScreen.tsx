import type { contract } from '@croupier/core';
import { useAuthPopup, useDialogs, useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import {
  LevelLadder,
  NoticeList,
  QuestList,
  StatusCard,
  useLoyaltyFeatures,
  useLoyaltyInfo,
  useLoyaltyNotices,
  usePrograms,
  useProgram,
} from './index.ts';
import { Link } from '../router/Link.tsx';
import { Button, Card, EmptyState, Icon, Skeleton } from '../ui/index.ts';
import { LoyaltySection } from './LoyaltySection.tsx';
import { ProgramHero } from './ProgramHero.tsx';
import styles from './LoyaltyScreens.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { SkeletonRows } from '../ui/SkeletonRows.tsx';

type ProgramSummary = contract.loyalty.ProgramSummary;

/** The programme a guest is shown: the first active one (priority order), else the first. */
function guestProgram(items: readonly ProgramSummary[] | undefined): ProgramSummary | null {
  return items?.find((p) => p.is_active) ?? items?.[0] ?? null;
}

/** Placeholders in the page's shape while the standing loads. */
function LoyaltySkeleton() {
  return (
    <div className={styles.stack} aria-hidden="true">
      <Skeleton height={260} radius="lg" />
      <Skeleton height={28} width={180} />
      <div className={styles.skeletonRow}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={96} radius="lg" />
        ))}
      </div>
    </div>
  );
}

/**
 * The loyalty page (§2.2 `/loyalty`): the player's status — level, points and the progress to
 * the next level — with their character (when the CMS shows characters here), the notices of
 * this visit, quests, the levels, and the programmes; guests see the programme and join.
 */
export function LoyaltyScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.loyalty', 'Loyalty'));
  const { signedIn, user } = useSession();
  const openAuth = useAuthPopup();
  const { open } = useDialogs();
  const features = useLoyaltyFeatures();
  const programs = usePrograms();
  const info = useLoyaltyInfo(signedIn && features.enabled);
  const notices = useLoyaltyNotices(signedIn && features.enabled);
  const shownSysname = signedIn
    ? (info.data?.sysname ?? null)
    : (guestProgram(programs.data?.items)?.sysname ?? null);
  const program = useProgram(features.enabled ? shownSysname : null);

  if (!features.enabled) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon="crown"
          headingLevel={1}
          title={t('loyalty.off', 'The loyalty programme is not available right now.')}
          actions={
            <Button href="/gamehall">{t('common.goToGamehall', 'Go to the game hall')}</Button>
          }
        />
      </div>
    );
  }

  const failed = signedIn ? info.error : programs.error;
  if (failed && !(signedIn ? info.data : programs.data)) {
    return (
      <div className={styles.page}>
        <LoadFailed
          headingLevel={1}
          title={t('loyalty.failed', 'The loyalty programme could not be loaded.')}
          onRetry={() => (signedIn ? info.mutate() : programs.mutate())}
        />
      </div>
    );
  }

  const summary =
    program.data ?? programs.data?.items.find((p) => p.sysname === shownSysname) ?? null;
  const alias = info.data?.pointsAlias ?? t('loyalty.points', 'points');
  const levels = info.data?.levels ?? program.data?.levels;
  const quests = info.data?.quests ?? program.data?.quests;
  const otherPrograms = (programs.data?.items ?? []).filter((p) => p.sysname !== shownSysname);
  const tutorial =
    features.tutorialUrl && !/^\/loyalty\/?$/.test(features.tutorialUrl)
      ? features.tutorialUrl
      : null;

  return (
    <div className={styles.page}>
      <ProgramHero
        title={t('common.loyalty', 'Loyalty')}
        program={summary}
        description={program.data?.description}
      >
        <Button href="/loyalty/shop" icon="gift" variant={signedIn ? 'secondary' : 'primary'}>
          {t('loyalty.shop', 'Loyalty shop')}
        </Button>
        {shownSysname ? (
          <Button href={`/loyalty/${encodeURIComponent(shownSysname)}`} variant="ghost" icon="info">
            {t('loyalty.aboutProgram', 'About the programme')}
          </Button>
        ) : null}
        {tutorial ? (
          <Button href={tutorial} variant="ghost" icon="external">
            {t('loyalty.howItWorks', 'How it works')}
          </Button>
        ) : null}
      </ProgramHero>

      {signedIn ? (
        info.data ? (
          <StatusCard
            info={info.data}
            coinIcon={features.coinIcon}
            showCharacter={features.charactersHere}
            onChangeCharacter={() => open({ name: 'loyaltyCharacterChange', props: {} })}
          />
        ) : (
          <LoyaltySkeleton />
        )
      ) : (
        <Card as="section" padding="lg" className={styles.join} aria-labelledby="loyalty-join">
          <span className={styles.joinIcon} aria-hidden="true">
            <Icon name="crown" size={32} />
          </span>
          <div className={styles.joinText}>
            <h2 id="loyalty-join" className={styles.sectionTitle}>
              {t('loyalty.joinTitle', 'Earn points with every bet')}
            </h2>
            <p className={styles.muted}>
              {t(
                'loyalty.joinText',
                'Sign up to collect points, climb the levels, complete quests and spend your points in the shop.',
              )}
            </p>
          </div>
          <div className={styles.joinActions}>
            <Button onClick={() => openAuth('registration')}>
              {t('common.register', 'Sign up')}
            </Button>
            <Button variant="secondary" onClick={() => openAuth('authorization')}>
              {t('common.login', 'Log in')}
            </Button>
          </div>
        </Card>
      )}

      {notices.length > 0 && info.data ? (
        <LoyaltySection title={t('loyalty.news', 'What’s new')}>
          <NoticeList
            notices={notices}
            alias={alias}
            currency={user?.balance_main.currency ?? ''}
          />
        </LoyaltySection>
      ) : null}

      <LoyaltySection title={t('loyalty.quests', 'Quests')}>
        {quests ? (
          quests.length > 0 ? (
            <QuestList quests={quests} alias={alias} />
          ) : (
            <p className={styles.muted}>
              {t('loyalty.noQuests', 'No quests right now. Check back soon.')}
            </p>
          )
        ) : (
          <SkeletonRows count={3} height={96} radius="lg" className={styles.skeletonRow} />
        )}
      </LoyaltySection>

      <LoyaltySection title={t('loyalty.levels', 'Levels')}>
        {levels ? (
          <LevelLadder levels={levels} alias={alias} />
        ) : (
          <Skeleton height={150} radius="lg" />
        )}
      </LoyaltySection>

      {otherPrograms.length > 0 ? (
        <LoyaltySection title={t('loyalty.programs', 'Programmes')}>
          <ul className={styles.programs}>
            {otherPrograms.map((p) => (
              <li key={p.sysname}>
                <Link
                  href={`/loyalty/${encodeURIComponent(p.sysname)}`}
                  className={styles.programLink}
                >
                  {p.image ? (
                    <img
                      src={p.image.x1}
                      srcSet={`${p.image.x1} 1x, ${p.image.x2} 2x`}
                      alt=""
                      width={160}
                      height={80}
                      loading="lazy"
                    />
                  ) : null}
                  <span>{p.title}</span>
                  <Icon name="chevron-right" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </LoyaltySection>
      ) : null}
    </div>
  );
}
