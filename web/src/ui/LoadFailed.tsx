import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, type ButtonSize } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** What could not be loaded ("The winners could not be loaded"). */
  title: string;
  /** Asks again (SWR's `mutate`). */
  onRetry(): unknown;
  /** The retry button's size; `sm` inside a panel. */
  size?: ButtonSize;
  /** h1 when the failure is the page's main message. */
  headingLevel?: 1 | 2;
}

/**
 * A read that failed with nothing to show instead: the warning and a "Try again" button — the
 * error branch of every list's loading / failed / empty triple, written once so each looks and
 * reads the same.
 */
export function LoadFailed({ title, onRetry, size, headingLevel }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="warning"
      headingLevel={headingLevel}
      title={title}
      actions={
        <Button variant="secondary" size={size} onClick={() => void onRetry()}>
          {t('common.retry', 'Try again')}
        </Button>
      }
    />
  );
}
