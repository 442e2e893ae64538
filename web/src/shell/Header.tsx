import { lazy, Suspense, useRef, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useAuthPopup, useSession } from '../hooks/index.ts';
import { Button, IconButton, cx } from '../ui/index.ts';
import { BalanceMenu } from './BalanceMenu.tsx';
import styles from './Header.module.css';
import { HeaderNav } from './HeaderNav.tsx';
import { Logo } from './Logo.tsx';
import { LazyMenuCurtain } from './LazyMenuCurtain.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { openGamesSearch } from '../games/open-games-search.ts';
import { CLOCK_ROOM } from '../responsible-gaming/session-clock-style.tsx';
import { useHeaderOffset } from './use-header-offset.ts';

// The session clock and the reality-check timer load apart from the entry, once signed in.
const SessionWatch = lazy(() => import('../responsible-gaming/SessionWatch.tsx'));

/**
 * The site header: logo, CMS menu, games search (on every page, §2.3), and either the player's balances, Deposit and account
 * menu, or Log in and Sign up (which open the auth popup). Condensed inside a host shell
 * with its own top bar (`platform.shell.layout.condensed`): clear of the host's insets.
 */
export function Header() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const { shell, stores } = usePlatform();
  const { condensed } = shell.layout;
  const { signedIn } = useSession();
  const openAuth = useAuthPopup();
  const [menuOpen, setMenuOpen] = useState(false);
  useHeaderOffset(ref);

  return (
    // data-shell-edge: a content-sized game frame keeps its own bars below it (use-frame-fit).
    <header
      ref={ref}
      className={cx(styles.header, condensed && styles.condensed)}
      data-shell-edge="top"
    >
      <div className={styles.inner}>
        <IconButton
          icon="menu"
          label={t('common.menu', 'Menu')}
          className={styles.menuButton}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        />
        <Logo className={styles.logo} />
        <HeaderNav />
        <div className={styles.actions}>
          <IconButton
            icon="search"
            label={t('common.searchGames', 'Search games')}
            className={styles.search}
            aria-haspopup="dialog"
            onClick={() => openGamesSearch(stores.dialogs)}
          />
          {signedIn ? (
            <>
              <Suspense fallback={CLOCK_ROOM}>
                <SessionWatch />
              </Suspense>
              <BalanceMenu />
              <Button href="/cashier/deposit" icon="plus" className={styles.deposit}>
                <span className={styles.depositText}>{t('common.deposit', 'Deposit')}</span>
              </Button>
              <ProfileMenu className={styles.profile} />
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={() => openAuth('authorization')}>
                {t('common.login', 'Log in')}
              </Button>
              <Button onClick={() => openAuth('registration')}>
                {t('common.register', 'Sign up')}
              </Button>
            </>
          )}
        </div>
      </div>
      {menuOpen ? <LazyMenuCurtain onClose={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
