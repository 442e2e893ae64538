import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, SHOWN_MARK, Skeleton } from '../ui/index.ts';
import { bannerImage } from './banner-image.ts';
import styles from './BannerHero.module.css';

type Banner = contract.banners.Banner;

/**
 * The first banner as the hero: its wide image with its three text lines. On phones a short
 * strip (160 px, issue 19) so the first row of games is above the fold: label, value and the
 * button; the addition line waits for wider screens.
 */
export function BannerHero({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const image = banner.images ? bannerImage(banner.images.wide) : null;
  return (
    <section className={styles.banner} aria-label={banner.label ?? banner.description?.title}>
      {image ? (
        // The wide artwork at every width: the phone's strip is wide too (banner-image.ts).
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt=""
          className={styles.image}
          fetchPriority="high"
          {...SHOWN_MARK}
        />
      ) : null}
      <div className={styles.copy}>
        {banner.label ? <p className={styles.label}>{banner.label}</p> : null}
        {banner.value ? <p className={styles.value}>{banner.value}</p> : null}
        {banner.addition ? <p className={styles.addition}>{banner.addition}</p> : null}
        {banner.link ? (
          <Button href={banner.link} size="lg" className={styles.cta}>
            {t('home.bannerCta', 'Get it now')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The hero's place while the banners load: the banner's own box (160 px tall on phones, its
 * aspect ratio on wider screens), so the hero that follows moves nothing (no layout shift).
 */
export function BannerHeroSkeleton() {
  return (
    <div className={styles.banner} aria-hidden="true" data-testid="banner-skeleton">
      <Skeleton className={styles.image} height="100%" radius="lg" />
    </div>
  );
}
