import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useMenu } from '../hooks/index.ts';
import styles from './HeaderNav.module.css';
import { MenuLink } from './MenuLink.tsx';
import { useIsCurrent } from './use-is-current.ts';

/**
 * Marks the links that wrapped below the first row (the row is clipped, see the CSS) so they
 * are hidden for real: out of the tab order and the accessibility tree, not only out of sight.
 * The Menu curtain and the footer list every link.
 */
function useHideWrapped(list: RefObject<HTMLUListElement | null>, count: number) {
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Measured when the observer reports — once after observing starts, then on every resize —
    // which is after the browser's own layout. Measured at mount as well, it laid the whole
    // freshly drawn page out a second time in the middle of its effects (a quarter of a second
    // on a slow phone). Every position is read before any link is marked: a mark between two
    // reads would have the second one lay the page out again.
    const observer = new ResizeObserver(() => {
      const items = Array.from(element.children) as HTMLElement[];
      const tops = items.map((item) => item.offsetTop);
      const firstRow = tops[0] ?? 0;
      items.forEach((item, index) => item.toggleAttribute('data-wrapped', tops[index]! > firstRow));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, count]);
}

/** The CMS header menu (wide screens). */
export function HeaderNav() {
  const { t } = useTranslation();
  const items = useMenu('header');
  const isCurrent = useIsCurrent();
  const list = useRef<HTMLUListElement>(null);
  useHideWrapped(list, items.length);
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={t('common.mainMenu', 'Main menu')}>
      <ul ref={list} className={styles.list}>
        {items.map((item) => (
          <li key={item.url}>
            <MenuLink item={item} className={styles.link} current={isCurrent(item.url)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
