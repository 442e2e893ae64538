import { Children, useContext, type ReactNode } from 'react';
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
  children: ReactNode;
}

/** A pill-shaped link to a filter (a game category, a provider, a section). */
export function Chip({
  href,
  current = false,
  icon,
  image,
  count,
  size = 'md',
  children,
}: ChipProps) {
  const renderLink = useContext(KitLinkContext);
  const glyph = size === 'lg' ? 24 : 20;
  return renderLink({
    href,
    className: cx(styles.chip, styles[size], current && styles.current),
    'aria-current': current ? 'page' : undefined,
    children: (
      <>
        {icon ? <Icon name={icon} size={18} /> : null}
        {image ? (
          // Low priority: a 20 px glyph must not compete with the page's LCP image (React's
          // server render would otherwise preload every chip's icon ahead of it).
          <img
            src={image}
            alt=""
            width={glyph}
            height={glyph}
            fetchPriority="low"
            decoding="async"
            className={styles.image}
          />
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

/** A row of chips as a navigation: scrolls sideways on phones, edge to edge. */
export function ChipStrip({ label, wrap = false, children }: ChipStripProps) {
  return (
    <nav className={cx(styles.strip, wrap ? styles.wrap : styles.fade)} aria-label={label}>
      <ul className={styles.list}>
        {Children.toArray(children).map((child, index) => (
          <li key={(child as { key?: string | null }).key ?? index}>{child}</li>
        ))}
      </ul>
    </nav>
  );
}
