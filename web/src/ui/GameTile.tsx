import { memo, useContext, useId, useState } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Badge } from './Badge.tsx';
import styles from './GameTile.module.css';
import { Icon } from './Icon.tsx';
import { KitLinkContext } from './link-context.ts';
import { proxiedImage, widthDescriptors, type ImageSource } from './proxied-image.ts';
import { SHOWN_MARK } from './shown-mark.ts';

/** Props of {@link GameTile}. */
export interface GameTileProps {
  name: string;
  provider: string;
  /** The game page, e.g. `/game/{sysname}`. */
  href: string;
  image: ImageSource | null;
  /** Used when the image is missing or fails to load (§8 "fallback image"). */
  fallbackImage?: string;
  isNew?: boolean;
  isHot?: boolean;
  /** Loads the image at once (tiles above the fold). */
  eager?: boolean;
  /**
   * Fetches the image ahead of other images (`fetchpriority=high`): the first row, whose
   * tiles are the page's LCP candidates; the server render's preload of it inherits this.
   * `'low'`: fetched after the page's other images, and not preloaded by the server render
   * (React preloads no low-priority image): tiles that are not the page's LCP element, whose
   * bytes a phone's link should give to that element first. Lazy unless `eager`.
   */
  priority?: boolean | 'low';
  /**
   * The width the tile is shown at (`<img sizes>`), when its list knows it: the image set is
   * then offered by width, so the browser fetches the smallest file that is sharp at that size
   * (a phone's tile takes the 1x file). Without it the set is offered by density.
   */
  sizes?: string;
  /**
   * Leaves the image without a source for now (the cover's plain background shows): a row's
   * tiles past its first screen, which the browser's own lazy loading would fetch at once
   * because they sit inside its look-ahead margin. The list sets it to false when the player
   * moves into the row.
   */
  deferred?: boolean;
}

const WIDTH = 240;
const HEIGHT = 180;

/**
 * A game in a row or grid: its cover in a fixed 4:3 box, lazy loaded. The artwork carries the
 * game's name and studio, so the caption is not printed under it again (issue 19): it stays
 * the link's name and description, laid over the cover only on hover and keyboard focus, and
 * always when there is no artwork to read. Memoised: a list drawn again with the same games
 * (a store its screen reads changed) leaves its tiles and their links as they are — on a phone
 * those re-renders were most of the long task after a server-rendered page was adopted.
 */
export const GameTile = memo(function GameTile({
  name,
  provider,
  href,
  image,
  fallbackImage,
  isNew,
  isHot,
  eager = false,
  priority = false,
  sizes,
  deferred = false,
}: GameTileProps) {
  const { t } = useTranslation();
  const renderLink = useContext(KitLinkContext);
  const [failed, setFailed] = useState(false);
  const id = useId();
  // The game's own artwork names it; a fallback picture or the placeholder does not.
  const ownArt = !failed && image !== null;
  const source = ownArt ? image : (fallbackImage ?? null);
  const img = source ? proxiedImage(source, { width: WIDTH, height: HEIGHT, fit: 'cover' }) : null;
  return renderLink({
    href,
    className: styles.tile,
    // Named by the game alone (the badges come first on screen); provider and badges are
    // its description, hidden from the name so the name matches the visible title.
    'aria-describedby': isNew || isHot ? `${id}-provider ${id}-badges` : `${id}-provider`,
    children: (
      <>
        <span className={styles.cover}>
          {img ? (
            <img
              sizes={deferred ? undefined : sizes}
              srcSet={
                deferred ? undefined : sizes ? widthDescriptors(img.srcSet, WIDTH) : img.srcSet
              }
              src={deferred ? undefined : img.src}
              alt=""
              width={WIDTH}
              height={HEIGHT}
              loading={eager || priority === true ? 'eager' : 'lazy'}
              fetchPriority={priority === 'low' ? 'low' : priority ? 'high' : undefined}
              decoding="async"
              className={styles.image}
              onError={() => setFailed(true)}
              {...(priority === true ? SHOWN_MARK : null)}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
          <span id={`${id}-badges`} className={styles.badges} aria-hidden="true">
            {isNew ? (
              <Badge tone="accent" solid>
                {t('games.new', 'NEW')}
              </Badge>
            ) : null}
            {isHot ? (
              <Badge tone="danger" solid>
                {t('games.hot', 'HOT')}
              </Badge>
            ) : null}
          </span>
          <span className={styles.play} aria-hidden="true">
            <Icon name="play" size={22} />
          </span>
          {/* Brand names: the same in every language (and left alone by page translators). */}
          <span className={ownArt ? styles.caption : `${styles.caption} ${styles.shown}`}>
            <span className={styles.name} translate="no">
              {name}
            </span>
            <span
              id={`${id}-provider`}
              className={styles.provider}
              aria-hidden="true"
              translate="no"
            >
              {provider}
            </span>
          </span>
        </span>
      </>
    ),
  });
});
