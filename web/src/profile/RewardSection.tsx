import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { Skeleton } from '../ui/index.ts';
import styles from './ProfileRewards.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/** Props of {@link RewardSection}. */
export interface RewardSectionProps {
  id: string;
  title: string;
  /** Shown beside the title, e.g. "2 open". */
  count?: string;
  loading: boolean;
  /** The list failed and has nothing to show: a retry instead. */
  failed: boolean;
  onRetry(): void;
  /** Shown when loaded and empty. */
  empty: ReactNode;
  isEmpty: boolean;
  children?: ReactNode;
}

/** A titled part of a profile page with its loading, failure and empty states. */
export function RewardSection({
  id,
  title,
  count,
  loading,
  failed,
  onRetry,
  empty,
  isEmpty,
  children,
}: RewardSectionProps) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (failed) {
    body = (
      <LoadFailed
        title={t('rewards.loadFailed', 'This could not be loaded')}
        onRetry={onRetry}
        size="sm"
      />
    );
  } else if (loading) {
    body = (
      <div className={styles.skeletons} aria-busy="true">
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </div>
    );
  } else if (isEmpty) body = empty;
  else body = children;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {count && !loading && !failed ? <span className={styles.count}>{count}</span> : null}
      </div>
      {body}
    </section>
  );
}
