import type { ReactNode } from 'react';
import { Logo } from '../Logo.tsx';
import styles from './Layouts.module.css';

/** The svg-sprite layout (§2.1): a plain page for inspecting the icon sprite. */
export function SvgSpriteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.sprite}>
      <header className={styles.spriteHeader}>
        <Logo />
      </header>
      <main id="main" className={styles.spriteMain} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
