import { Children, createContext, useContext, useState, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './Chip.module.css';
import { Icon } from './Icon.tsx';
import type { IconName } from './icons/icon-names.ts';
import { KitLinkContext } from './link-context.ts';

/** Props of {@link Chip}. */
export interface ChipProps {
  href: string;
  /** The filter on screen: marked as the current page. */
  current?: boolean;
  /** A sprite icon… */
  icon?: IconName;
  /** …or an image (a category's icon from the CMS). */
  image?: string | null;
  /** A number after the label (e.g. games in a category). */
  count?: number;
  /** `lg`: the home page's shortcuts, with the image on a round pad. */
  size?: 'md' | 'lg';
  /**
   * A chip past a phone's edge: phones fetch its image only once the strip around it was
   * scrolled, hovered or focused. Wider screens, which show more chips, fetch it at once.
   */
  imageWaitsOnPhones?: boolean;
  children: ReactNode;
}

/** Screens wider than a phone: a waiting chip image loads there at once. */
const WIDER_THAN_PHONE = '(min-width: 768px)';

/** Whether the player has moved into the strip (its waiting images may load). */
const StripMoved = createContext(true);

/** A pill-shaped link to a filter (a game category, a provider, a section). */
export function Chip({
  href,
  current = false,
  icon,
  image,
  count,
  size = 'md',
  imageWaitsOnPhones = false,
  children,
}: ChipProps) {
  const renderLink = useContext(KitLinkContext);
  const stripMoved = useContext(StripMoved);
  const waits = imageWaitsOnPhones && !stripMoved;
  const glyph = size === 'lg' ? 24 : 20;
  return renderLink({
    href,
    className: cx(styles.chip, styles[size], current && styles.current),
    'aria-current': current ? 'page' : undefined,
    children: (
      <>
        {icon ? <Icon name={icon} size={18} /> : null}
        {image ? (
          // A picture whose only source is for wider screens: a phone has no source to fetch
          // until the image stops waiting, then the img's own. Low priority: a 20 px glyph must
          // not compete with the page's LCP image (React's server render would otherwise
          // preload every chip's icon ahead of it).
          <picture className={styles.picture}>
            {waits ? <source media={WIDER_THAN_PHONE} srcSet={image} /> : null}
            <img
              src={waits ? undefined : image}
              alt=""
              width={glyph}
              height={glyph}
              fetchPriority="low"
              decoding="async"
              className={styles.image}
            />
          </picture>
        ) : null}
        <span>{children}</span>
        {count !== undefined ? <span className={styles.count}>{count}</span> : null}
      </>
    ),
  });
}

/** Props of {@link ChipStrip}. */
export interface ChipStripProps {
  /** The navigation's name, e.g. "Categories". */
  label: string;
  /** Wide screens: wrap onto more lines instead of scrolling sideways. */
  wrap?: boolean;
  /** Chips (or skeletons), one list item each. */
  children: ReactNode;
}

/**
 * A row of chips as a navigation: scrolls sideways on phones, edge to edge. Once the player
 * scrolls, hovers or focuses it, its chips' waiting images load (`imageWaitsOnPhones`).
 */
export function ChipStrip({ label, wrap = false, children }: ChipStripProps) {
  const [moved, setMoved] = useState(false);
  const move = moved ? undefined : () => setMoved(true);
  return (
    <nav className={cx(styles.strip, wrap ? styles.wrap : styles.fade)} aria-label={label}>
      <ul className={styles.list} onScroll={move} onPointerEnter={move} onFocus={move}>
        <StripMoved value={moved}>
          {Children.toArray(children).map((child, index) => (
            <li key={(child as { key?: string | null }).key ?? index}>{child}</li>
          ))}
        </StripMoved>
      </ul>
    </nav>
  );
}
