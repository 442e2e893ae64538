import type { ReactNode } from 'react';
import { HintsSlot } from '../../hints/HintsSlot.tsx';
import { useTranslation } from '../../i18n/i18n-context.ts';
import { Footer } from '../Footer.tsx';
import { Header } from '../Header.tsx';
import { MobileNav } from '../MobileNav.tsx';
import styles from './Layouts.module.css';

/** The default layout (§2.1): header, page, footer and the mobile tab bar. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.default}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent', 'Skip to content')}
      </a>
      <Header />
      <HintsSlot />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <MobileNav />
    </div>
  );
}
