import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from './Button.tsx';
import { cx } from './class-names.ts';
import styles from './LoadMore.module.css';

/** Props of {@link LoadMore}. */
export interface LoadMoreProps {
  /** A page is on its way (the button spins and waits). */
  loading: boolean;
  /** The last page could not be loaded: says so under the button, which tries again. */
  failed?: boolean;
  onMore(): void;
  className?: string;
}

/**
 * "Load more" under a list read a page at a time (`useMorePages`), with the line saying a page
 * failed. The failure keeps the tournaments' message key, which the locales already carry.
 */
export function LoadMore({ loading, failed = false, onMore, className }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.more, className)}>
      <Button variant="secondary" loading={loading} onClick={onMore}>
        {t('common.loadMore', 'Load more')}
      </Button>
      {failed ? (
        <p role="alert" className={styles.failed}>
          {t('tournaments.moreFailed', 'More rows could not be loaded.')}
        </p>
      ) : null}
    </div>
  );
}
