import { useTranslation } from '../i18n/i18n-context.ts';
import { useMenu } from '../hooks/index.ts';
import styles from './HeaderNav.module.css';
import { MenuLink } from './MenuLink.tsx';
import { useIsCurrent } from './use-is-current.ts';

/** The CMS header menu (wide screens). */
export function HeaderNav() {
  const { t } = useTranslation();
  const items = useMenu('header');
  const isCurrent = useIsCurrent();
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={t('common.mainMenu', 'Main menu')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.url}>
            <MenuLink item={item} className={styles.link} current={isCurrent(item.url)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
