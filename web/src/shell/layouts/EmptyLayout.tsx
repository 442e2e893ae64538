import type { ReactNode } from 'react';
import styles from './Layouts.module.css';

/** The empty layout (§2.1): the page alone (forbidden, maintenance, embedded forms). */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.empty} tabIndex={-1}>
      {children}
    </main>
  );
}
