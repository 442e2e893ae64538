import type { ComponentProps, ReactNode } from 'react';
import { BonusCard } from './BonusCard.tsx';
import { FreespinCard } from './FreespinCard.tsx';
import cardStyles from './RewardCard.module.css';
import { burnableBonuses, isOpenBonus, sortBonuses } from './bonus-view.ts';
import { useBonusFlow } from './use-bonus-flow.ts';
import { useBettingBonuses, useCasinoBonuses, useFreespinPacks } from './use-bonuses.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { ProfileLayout } from '../profile/index.ts';
import { Link } from '../router/Link.tsx';
import { Button, EmptyState } from '../ui/index.ts';
import styles from '../profile/ProfileRewards.module.css';
import { RewardSection } from '../profile/RewardSection.tsx';

type BonusList = readonly ComponentProps<typeof BonusCard>['bonus'][];

/** One kind of bonus (casino or betting): its section, loading and failure states, cards. */
function BonusSection(props: {
  id: string;
  title: string;
  query: { data?: unknown; error?: unknown; mutate(): unknown };
  items: BonusList;
  flow: ReturnType<typeof useBonusFlow>;
  empty: ReactNode;
  count: string;
}) {
  const { query, items, flow } = props;
  return (
    <RewardSection
      id={props.id}
      title={props.title}
      count={props.count}
      loading={!query.data && !query.error}
      failed={Boolean(query.error) && !query.data}
      onRetry={() => void query.mutate()}
      isEmpty={items.length === 0}
      empty={props.empty}
    >
      <ul className={cardStyles.grid}>
        {items.map((bonus) => (
          <li key={bonus.id}>
            <BonusCard
              bonus={bonus}
              busy={flow.busy?.id === bonus.id ? flow.busy.action : null}
              locked={flow.busy !== null && flow.busy.id !== bonus.id}
              onAction={(action) => void flow.act(bonus, action)}
            />
          </li>
        ))}
      </ul>
    </RewardSection>
  );
}

/**
 * `/profile/bonuses`: the player's casino bonuses, betting bonuses and free spins — amount,
 * wagering, expiry, status and the actions each state allows, through the §2.3 popups.
 */
export function BonusesScreen() {
  const { t } = useTranslation();
  const casino = useCasinoBonuses();
  const betting = useBettingBonuses();
  const spins = useFreespinPacks();
  const flow = useBonusFlow();

  const casinoItems = sortBonuses(casino.data ?? []);
  const bettingItems = sortBonuses(betting.data ?? []);
  const packs = spins.data?.items ?? [];
  const burnable = burnableBonuses([...casinoItems, ...bettingItems]);
  const loaded = casino.data && betting.data && spins.data;
  const nothing = loaded && casinoItems.length + bettingItems.length + packs.length === 0;
  const busyId = flow.busy?.id;
  const openCount = (items: Parameters<typeof isOpenBonus>[0][]) =>
    t('bonuses.openCount', '{count} open', { count: items.filter(isOpenBonus).length });

  const promotionsHint = (
    <p className={styles.quiet}>
      {t('bonuses.noneOfKind', 'Nothing here yet.')}{' '}
      <Link href="/promotions">{t('bonuses.seePromotions', 'See promotions')}</Link>
    </p>
  );

  return (
    <ProfileLayout
      section="bonuses"
      actions={
        burnable.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            icon="close"
            loading={busyId === 'all'}
            disabled={flow.busy !== null && busyId !== 'all'}
            onClick={() => void flow.burnAll([...casinoItems, ...bettingItems])}
          >
            {t('bonuses.removeAll', 'Remove all')}
          </Button>
        ) : null
      }
    >
      <div className={styles.stack}>
        {flow.error ? (
          <Notice
            tone="danger"
            role="alert"
            actions={
              <Button variant="ghost" size="sm" onClick={flow.clearError}>
                {t('common.close', 'Close')}
              </Button>
            }
          >
            <p>{flow.error}</p>
          </Notice>
        ) : null}
        {nothing ? (
          <EmptyState
            icon="gift"
            title={t('bonuses.emptyTitle', 'No bonuses yet')}
            text={t(
              'bonuses.emptyText',
              'Bonuses from promotions, promo codes and deposit offers show up here.',
            )}
            actions={
              <>
                <Button href="/promotions" icon="gift">
                  {t('bonuses.seePromotions', 'See promotions')}
                </Button>
                <Button href="/cashier/deposit" variant="secondary">
                  {t('common.deposit', 'Deposit')}
                </Button>
              </>
            }
          />
        ) : (
          <>
            <BonusSection
              id="bonuses-casino"
              title={t('bonuses.casinoTitle', 'Casino bonuses')}
              query={casino}
              items={casinoItems}
              count={openCount(casinoItems)}
              flow={flow}
              empty={promotionsHint}
            />
            <BonusSection
              id="bonuses-betting"
              title={t('bonuses.bettingTitle', 'Betting bonuses')}
              query={betting}
              items={bettingItems}
              count={openCount(bettingItems)}
              flow={flow}
              empty={promotionsHint}
            />
            <RewardSection
              id="bonuses-freespins"
              title={t('bonuses.freespinsTitle', 'Free spins')}
              loading={!spins.data && !spins.error}
              failed={Boolean(spins.error) && !spins.data}
              onRetry={() => void spins.mutate()}
              isEmpty={packs.length === 0}
              empty={
                <p className={styles.quiet}>
                  {t('bonuses.noFreespins', 'No free spins right now.')}{' '}
                  <Link href="/gamehall">{t('bonuses.toGames', 'Browse games')}</Link>
                </p>
              }
            >
              <ul className={cardStyles.grid}>
                {packs.map((pack) => (
                  <li key={pack.id}>
                    <FreespinCard pack={pack} />
                  </li>
                ))}
              </ul>
            </RewardSection>
          </>
        )}
      </div>
    </ProfileLayout>
  );
}
