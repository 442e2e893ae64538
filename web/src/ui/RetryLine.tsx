import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from './Button.tsx';
import { cx } from './class-names.ts';
import styles from './RetryLine.module.css';

/** Props of {@link RetryLine}. */
export interface RetryLineProps {
  /** What could not be loaded ("These games could not be loaded."). */
  message: string;
  /** Asks again (SWR's `mutate`, a pager's `retry`). */
  onRetry(): unknown;
  /** `boxed`: in a dashed frame where the missing content would be (a home row). */
  boxed?: boolean;
}

/**
 * One line saying part of a page could not be loaded, with a small "Try again" — the failed
 * state inside a list that still shows the rest of the page (a home row, the hall's next page).
 * A whole screen's failure is `LoadFailed`.
 */
export function RetryLine({ message, onRetry, boxed = false }: RetryLineProps) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.line, boxed && styles.boxed)}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
        {t('common.retry', 'Try again')}
      </Button>
    </div>
  );
}
