import { useState } from 'react';
import { useSettings } from '../hooks/index.ts';
import { Icon, cx, proxiedImage, type ImageSource } from '../ui/index.ts';
import styles from './TournamentImage.module.css';

/** Box of a tournament picture (the server's crop: a wide 735×240 card). */
const WIDTH = 735;
const HEIGHT = 240;

/** Props of {@link TournamentImage}. */
export interface TournamentImageProps {
  image: ImageSource | undefined;
  eager?: boolean;
  className?: string;
}

/** A tournament or jackpot picture in a fixed box; the site's fallback image on error (§8). */
export function TournamentImage({ image, eager = false, className }: TournamentImageProps) {
  const settings = useSettings();
  const fallback =
    settings.cms?.site?.defaultImages?.banner ?? settings.cms?.site?.defaultImages?.fallback;
  const [failed, setFailed] = useState(false);
  const source = failed || !image ? fallback : image;
  const img = source ? proxiedImage(source, { width: WIDTH, height: HEIGHT, fit: 'cover' }) : null;
  return (
    <span className={cx(styles.frame, className)}>
      {img ? (
        <img
          src={img.src}
          srcSet={img.srcSet}
          alt=""
          width={WIDTH}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.image}
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <Icon name="trophy" size={48} />
        </span>
      )}
    </span>
  );
}
