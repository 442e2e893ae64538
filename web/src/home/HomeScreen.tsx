import { Fragment, Suspense } from 'react';
import { retryingLazy } from '../app/retrying-lazy.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import type { Translate } from '../i18n/translate.ts';
import type { IconName } from '../ui/icons/icon-names.ts';
import { useDocumentTitle, useSession } from '../hooks/index.ts';
import { ChunkBoundary } from '../shell/ChunkBoundary.tsx';
import { useBanners } from './use-banners.ts';
import { BannerHero, BannerHeroSkeleton } from './BannerHero.tsx';
import { CategoryStrip } from './CategoryStrip.tsx';
import { GameRow } from './GameRow.tsx';
import styles from './HomeScreen.module.css';
import { WelcomeHero } from './WelcomeHero.tsx';
import { HOME_ROWS, type HomeRow } from './home-calls.ts';

export { preloadHomeData } from './home-data.ts';

const { Component: MyGamesRows } = retryingLazy(() =>
  import('./MyGamesRows.tsx').then((m) => m.MyGamesRows),
);

/** The home page: a hero (banners, or the welcome hero), categories and rows of games. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  useDocumentTitle(t('home.title', 'Online casino and sports betting'));
  const banners = useBanners();
  const banner = banners.data?.items[0];
  // Until the banners answer, their box holds the place: no other hero swapped in and out.
  const waiting = !banners.data && !banners.error;
  return (
    <div className={styles.home}>
      <h1 className={styles.srTitle}>{t('home.title', 'Online casino and sports betting')}</h1>
      {banner ? <BannerHero banner={banner} /> : waiting ? <BannerHeroSkeleton /> : <WelcomeHero />}
      <CategoryStrip />
      {HOME_ROWS.map((category, index) => (
        <Fragment key={category}>
          <GameRow category={category} {...rowLook(t, category)} eager={index === 0} />
          {index === 0 && signedIn ? (
            // The player's own rows (continue playing, favourites) are extras: below the first
            // row, so the first screen does not move; a chunk that would not load leaves nothing.
            <ChunkBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <MyGamesRows />
              </Suspense>
            </ChunkBoundary>
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}

/** A home row's icon and title (the rows themselves, top to bottom: `HOME_ROWS`). */
function rowLook(t: Translate, category: HomeRow): { icon: IconName; title: string } {
  switch (category) {
    case 'popular':
      return { icon: 'flame', title: t('home.popular', 'Popular') };
    case 'new':
      return { icon: 'star', title: t('home.new', 'New games') };
    case 'slots':
      return { icon: 'cards', title: t('home.slots', 'Slots') };
    case 'live-casino':
      return { icon: 'live', title: t('home.live', 'Live casino') };
  }
}
