import { useTranslation } from '../i18n/i18n-context.ts';
import { useMenu } from '../hooks/index.ts';
import { Link } from '../router/Link.tsx';
import { Badge, Icon } from '../ui/index.ts';
import styles from './Footer.module.css';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MenuLink } from './MenuLink.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

/** The site footer: CMS menus, language and theme, the responsible-gaming note and 18+. */
export function Footer() {
  const { t } = useTranslation();
  const columns = useMenu('footer');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo />
            <p className={styles.tagline}>
              {t(
                'footer.tagline',
                'Slots, live casino and sports betting in one account. Fast payouts, fair play.',
              )}
            </p>
            <div className={styles.settings}>
              <LocaleSwitcher className={styles.locale} />
              <ThemeSwitch />
            </div>
          </div>
          {columns.length > 0 ? (
            <nav className={styles.columns} aria-label={t('footer.menu', 'Footer')}>
              {columns.map((column) => (
                <div key={column.url} className={styles.column}>
                  <h2 className={styles.heading}>{column.label}</h2>
                  <ul className={styles.list}>
                    {(column.children ?? [column]).map((item) => (
                      <li key={item.url}>
                        <MenuLink item={item} className={styles.link} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
          ) : null}
        </div>
        <div className={styles.responsible}>
          <Badge tone="danger" solid className={styles.adult}>
            18+
          </Badge>
          <p>
            {t(
              'footer.responsible',
              'Gambling can be addictive. Play responsibly and only with money you can afford to lose. Players under 18 are not allowed.',
            )}{' '}
            <Link href="/responsible-gaming" className={styles.inline}>
              {t('footer.responsibleLink', 'Responsible gaming')}
            </Link>
          </p>
          <Icon name="shield" size={28} className={styles.shield} />
        </div>
        <p className={styles.copyright}>
          {t('footer.copyright', '© {year} Croupier. All rights reserved.', { year })}
        </p>
      </div>
    </footer>
  );
}
