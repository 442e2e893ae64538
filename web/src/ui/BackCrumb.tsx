import { useContext, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import styles from './BackCrumb.module.css';
import { Icon } from './Icon.tsx';
import { KitLinkContext } from './link-context.ts';

/** Props of {@link BackCrumb}. */
export interface BackCrumbProps {
  /** The page one level up. */
  href: string;
  /** Its name ("Jackpots", the tournament's title). */
  children: ReactNode;
  /** The breadcrumbs' own layout on the page. */
  className?: string;
}

/** The breadcrumb back to the page one level up, atop a detail page (a jackpot, a tournament). */
export function BackCrumb({ href, children, className }: BackCrumbProps) {
  const { t } = useTranslation();
  const renderLink = useContext(KitLinkContext);
  return (
    <nav aria-label={t('tournaments.breadcrumbs', 'Breadcrumbs')} className={className}>
      {renderLink({
        href,
        className: styles.crumb,
        children: (
          <>
            <Icon name="chevron-left" size={16} />
            {children}
          </>
        ),
      })}
    </nav>
  );
}
