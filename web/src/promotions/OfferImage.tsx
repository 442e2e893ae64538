import type { contract } from '@croupier/core';
import { Icon, cx, proxiedImage } from '../ui/index.ts';
import styles from './OfferImage.module.css';

type Offer = contract.campaigns.Offer;

/** The box of an offer's picture (the server's wide size, spec §9: 735×240). */
const OFFER_IMAGE_SIZE = { width: 735, height: 240 } as const;

/**
 * An offer's picture at 1x/2x, in a fixed 735:240 box so nothing shifts when it arrives; a
 * drawn placeholder when the offer has none. Decorative: the title names the offer.
 */
export function OfferImage({
  offer,
  priority = false,
  className,
}: {
  offer: Offer;
  priority?: boolean;
  className?: string;
}) {
  const image = offer.description?.image;
  if (!image) {
    return (
      <div className={cx(styles.frame, styles.placeholder, className)} aria-hidden="true">
        <Icon name="gift" size={48} />
      </div>
    );
  }
  const { src, srcSet } = proxiedImage(image, OFFER_IMAGE_SIZE);
  return (
    <div className={cx(styles.frame, className)}>
      <img
        src={src}
        srcSet={srcSet}
        alt=""
        width={OFFER_IMAGE_SIZE.width}
        height={OFFER_IMAGE_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.image}
      />
    </div>
  );
}
