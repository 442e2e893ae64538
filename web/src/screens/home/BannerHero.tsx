import type { contract } from '@croupier/core';
import { useTranslation } from '../../i18n/i18n-context.ts';
import { Button } from '../../ui/index.ts';
import styles from './BannerHero.module.css';

type Banner = contract.banners.Banner;

/** The first banner as the hero: its wide image (tall on phones) with its three text lines. */
export function BannerHero({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const images = banner.images;
  return (
    <section className={styles.banner} aria-label={banner.label ?? banner.description?.title}>
      {images ? (
        <picture>
          <source
            media="(max-width: 767px)"
            srcSet={`${images.tall.x1} 1x, ${images.tall.x2} 2x`}
          />
          <img
            src={images.wide.x1}
            srcSet={`${images.wide.x1} 1x, ${images.wide.x2} 2x`}
            alt=""
            className={styles.image}
            fetchPriority="high"
          />
        </picture>
      ) : null}
      <div className={styles.copy}>
        {banner.label ? <p className={styles.label}>{banner.label}</p> : null}
        {banner.value ? <p className={styles.value}>{banner.value}</p> : null}
        {banner.addition ? <p className={styles.addition}>{banner.addition}</p> : null}
        {banner.link ? (
          <Button href={banner.link} size="lg">
            {t('home.bannerCta', 'Get it now')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
