import type { contract } from '@croupier/core';
import { usePlatform } from '../../app/platform-context.ts';
import { useTranslation } from '../../i18n/i18n-context.ts';
import { Button } from '../../ui/index.ts';
import styles from './BannerHero.module.css';

type Banner = contract.banners.Banner;

/** Where the tall image shows instead of the wide one. */
const PHONE = '(max-width: 767px)';
const NOT_PHONE = '(min-width: 768px)';

/** The §9 densities of an image. */
const srcset = (image: { x1: string; x2: string }) => `${image.x1} 1x, ${image.x2} 2x`;

/** The first banner as the hero: its wide image (tall on phones) with its three text lines. */
export function BannerHero({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const images = banner.images;
  // The LCP image: preloaded from the server-rendered head, the one its screen width shows.
  usePlatform().ssr?.report?.({
    preload: images
      ? [
          { href: images.tall.x1, srcset: srcset(images.tall), media: PHONE },
          { href: images.wide.x1, srcset: srcset(images.wide), media: NOT_PHONE },
        ]
      : [],
  });
  return (
    <section className={styles.banner} aria-label={banner.label ?? banner.description?.title}>
      {images ? (
        <picture>
          <source media={PHONE} srcSet={srcset(images.tall)} />
          <img
            src={images.wide.x1}
            srcSet={srcset(images.wide)}
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
