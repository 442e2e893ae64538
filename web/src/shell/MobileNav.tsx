import { useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { openGamesSearch } from '../games/open-games-search.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Link } from '../router/Link.tsx';
import { Icon, cx, type IconName } from '../ui/index.ts';
import { LazyMenuCurtain } from './LazyMenuCurtain.tsx';
import styles from './MobileNav.module.css';
import { useIsCurrent } from './use-is-current.ts';

interface Tab {
  href: string;
  icon: IconName;
  key: string;
  label: string;
}

const BEFORE_SEARCH: readonly Tab[] = [
  { href: '/', icon: 'home', key: 'common.home', label: 'Home' },
  { href: '/gamehall', icon: 'cards', key: 'common.casino', label: 'Casino' },
];
const AFTER_SEARCH: readonly Tab[] = [
  { href: '/gamehall?category=live-casino', icon: 'live', key: 'common.live', label: 'Live' },
  { href: '/promotions', icon: 'gift', key: 'common.promotions', label: 'Promotions' },
];

/**
 * The bottom tab bar under 768 px: Home, Casino, Search (the games search popup, reachable
 * from every page), Live, Promotions and the Menu curtain. Condensed inside a host shell
 * (`platform.shell.layout.condensed`): above the host's insets.
 */
export function MobileNav() {
  const { t } = useTranslation();
  const isCurrent = useIsCurrent();
  const [menuOpen, setMenuOpen] = useState(false);
  const { shell, stores } = usePlatform();
  const { condensed } = shell.layout;
  const tabItem = (tab: Tab) => {
    const current = isCurrent(tab.href);
    return (
      <li key={tab.href}>
        <Link href={tab.href} className={styles.tab} aria-current={current ? 'page' : undefined}>
          <Icon name={tab.icon} size={22} />
          <span>{t(tab.key, tab.label)}</span>
        </Link>
      </li>
    );
  };
  return (
    <>
      <nav
        className={cx(styles.nav, condensed && styles.condensed)}
        aria-label={t('common.quickMenu', 'Quick menu')}
        data-shell-edge="bottom"
      >
        <ul className={styles.list}>
          {BEFORE_SEARCH.map(tabItem)}
          <li>
            <button
              type="button"
              className={styles.tab}
              aria-haspopup="dialog"
              onClick={() => openGamesSearch(stores.dialogs)}
            >
              <Icon name="search" size={22} />
              <span>{t('common.search', 'Search')}</span>
            </button>
          </li>
          {AFTER_SEARCH.map(tabItem)}
          <li>
            <button
              type="button"
              className={styles.tab}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" size={22} />
              <span>{t('common.menu', 'Menu')}</span>
            </button>
          </li>
        </ul>
      </nav>
      {menuOpen ? <LazyMenuCurtain onClose={() => setMenuOpen(false)} /> : null}
    </>
  );
}
