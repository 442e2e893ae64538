import { useTranslation } from '../i18n/i18n-context.ts';
import { useSession } from '../hooks/index.ts';
import { Link } from '../router/Link.tsx';
import { Avatar, Icon, Popover, VisuallyHidden } from '../ui/index.ts';
import { ACCOUNT_LINKS } from './account-links.ts';
import styles from './ProfileMenu.module.css';

/** The avatar button and the player's menu, with logout. */
export function ProfileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { user, logout } = useSession();
  if (!user) return null;
  const name = user.fakename || user.login;
  return (
    <Popover
      className={className}
      trigger={(props) => (
        <button type="button" className={styles.trigger} {...props}>
          {/* A text name, not aria-label: the initials on show must not contradict it (axe). */}
          <VisuallyHidden>{t('common.accountMenu', 'Account menu')}</VisuallyHidden>
          <Avatar name={name} />
          <Icon name="chevron-down" size={16} className={styles.chevron} />
        </button>
      )}
    >
      {(close) => (
        <div className={styles.menu}>
          <p className={styles.who}>
            <span className={styles.name}>{name}</span>
            <span className={styles.id}>ID {user.uid}</span>
          </p>
          <ul className={styles.list}>
            {ACCOUNT_LINKS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.item} onClick={close}>
                  <Icon name={item.icon} size={18} />
                  {t(item.key, item.label)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <Icon name="logout" size={18} />
                {t('common.logout', 'Log out')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </Popover>
  );
}
