import { useId, type ReactNode } from 'react';
import styles from './LoyaltyScreens.module.css';

/** A titled block of a loyalty page (status, quests, levels…), with an optional link. */
export function LoyaltySection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
