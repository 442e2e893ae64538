import { useTranslation } from '../i18n/i18n-context.ts';
import { cx } from './class-names.ts';
import styles from './Spinner.module.css';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; "Loading…" by default. Null for a purely decorative one. */
  label?: string | null;
  className?: string;
}

/** A loading indicator. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label === undefined ? t('common.loading', 'Loading…') : label;
  return (
    <span className={cx(styles.wrap, className)} role={text ? 'status' : undefined}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      {text ? <VisuallyHidden>{text}</VisuallyHidden> : null}
    </span>
  );
}
