import type { contract } from '@croupier/core';
import { formatDate } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, SHOWN_MARK } from '../ui/index.ts';
import styles from './PromotionBanners.module.css';

type Banner = contract.banners.Banner;

/**
 * The banners the operator places on the promotions page (§3 Banner: `description.position`
 * "promotions"): the wide picture with its three text lines drawn over it,
 * the end date when the banner has one, and its link.
 */
export function PromotionBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('promotions.featured', 'Featured')}>
      {banners.map((banner, index) => {
        const name = banner.label ?? banner.description?.title ?? '';
        return (
          <li key={banner.id} className={styles.banner} data-testid="promotion-banner">
            {banner.images ? (
              <img
                src={banner.images.wide.x1}
                srcSet={`${banner.images.wide.x1} 1x, ${banner.images.wide.x2} 2x`}
                alt=""
                width={735}
                height={240}
                // The first is the page's largest picture: asked for first (React preloads it
                // from the page's head start). The others wait for layout, so they do not take
                // a phone's bandwidth from it — the second already sits below a phone's fold.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? undefined : 'async'}
                className={styles.image}
                {...(index === 0 ? SHOWN_MARK : null)}
              />
            ) : null}
            <div className={styles.copy}>
              {banner.label ? <p className={styles.label}>{banner.label}</p> : null}
              {banner.value ? <p className={styles.value}>{banner.value}</p> : null}
              {banner.addition ? <p className={styles.addition}>{banner.addition}</p> : null}
              <div className={styles.footer}>
                {banner.link ? (
                  <Button
                    href={banner.link}
                    aria-label={t('promotions.bannerCtaOf', 'Learn more: {name}', { name })}
                  >
                    {t('promotions.bannerCta', 'Learn more')}
                  </Button>
                ) : null}
                {banner.finished_at ? (
                  <Badge tone="neutral">
                    {t('promotions.until', 'Until {date}', {
                      date: formatDate(banner.finished_at),
                    })}
                  </Badge>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
