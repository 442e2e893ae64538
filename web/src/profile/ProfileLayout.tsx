import type { ReactNode } from 'react';
import { useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Avatar, Icon, type IconName } from '../ui/index.ts';
import styles from './ProfileLayout.module.css';

/** The profile's sections, each a route of §2.2 (`/profile/{section}`). */
export type ProfileSection =
  | 'settings'
  | 'security'
  | 'notification'
  | 'verification'
  | 'responsible-game'
  | 'bets'
  | 'bonuses'
  | 'cashback'
  | 'loyalty';

/** The sections in the order the navigation shows them, with their icons and default labels. */
const PROFILE_SECTIONS: readonly {
  id: ProfileSection;
  icon: IconName;
  key: string;
  label: string;
}[] = [
  { id: 'settings', icon: 'user', key: 'profile.sections.settings', label: 'Personal details' },
  { id: 'security', icon: 'lock', key: 'profile.sections.security', label: 'Security' },
  {
    id: 'notification',
    icon: 'bell',
    key: 'profile.sections.notification',
    label: 'Notifications',
  },
  {
    id: 'verification',
    icon: 'shield',
    key: 'profile.sections.verification',
    label: 'Verification',
  },
  { id: 'bonuses', icon: 'gift', key: 'profile.sections.bonuses', label: 'Bonuses' },
  { id: 'cashback', icon: 'wallet', key: 'profile.sections.cashback', label: 'Cashback' },
  { id: 'loyalty', icon: 'crown', key: 'profile.sections.loyalty', label: 'Loyalty' },
  { id: 'bets', icon: 'sport', key: 'profile.sections.bets', label: 'My bets' },
  {
    id: 'responsible-game',
    icon: 'heart',
    key: 'profile.sections.responsibleGame',
    label: 'Responsible gaming',
  },
];

/** Props of {@link ProfileLayout}. */
export interface ProfileLayoutProps {
  section: ProfileSection;
  /** Actions beside the section heading (e.g. "Export"). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The profile frame (§2.2 `/profile/*`): the player's name, the sections as a side list on
 * desktop and a scrolling tab bar on phones, the section's heading (also the document title)
 * and the section.
 */
export function ProfileLayout({ section, actions, children }: ProfileLayoutProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const current = PROFILE_SECTIONS.find((item) => item.id === section)!;
  const heading = t(current.key, current.label);
  useDocumentTitle(heading);
  const name = user?.fakename || user?.login || '';
  return (
    <div className={styles.profile}>
      <aside className={styles.side}>
        <div className={styles.who}>
          <Avatar name={name || '?'} size="md" />
          <div className={styles.whoText}>
            <span className={styles.whoName}>{name || t('common.profile', 'Profile')}</span>
            {user?.uid ? <span className={styles.whoId}>ID {user.uid}</span> : null}
          </div>
        </div>
        <nav className={styles.nav} aria-label={t('profile.sections.label', 'Profile sections')}>
          {PROFILE_SECTIONS.map((item) => (
            <Link
              key={item.id}
              href={`/profile/${item.id}`}
              className={styles.link}
              aria-current={item.id === section ? 'page' : undefined}
            >
              <Icon name={item.icon} size={18} />
              <span>{t(item.key, item.label)}</span>
            </Link>
          ))}
        </nav>
      </aside>
      <section className={styles.body} aria-labelledby="profile-section-title">
        <div className={styles.head}>
          <h1 id="profile-section-title" className={styles.title}>
            {heading}
          </h1>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {children}
      </section>
    </div>
  );
}
