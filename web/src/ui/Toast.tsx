import { useTranslation } from '../i18n/i18n-context.ts';
import { cx } from './class-names.ts';
import { Icon } from './Icon.tsx';
import type { IconName } from './icons/icon-names.ts';
import { IconButton } from './IconButton.tsx';
import styles from './Toast.module.css';

/** Severity of a toast. */
export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** Props of {@link Toast}. */
export interface ToastProps {
  tone?: ToastTone;
  title?: string | null;
  message: string;
  onClose(): void;
}

const ICONS: Record<ToastTone, IconName> = {
  success: 'check',
  error: 'warning',
  info: 'info',
  warning: 'warning',
};

/** A short message with a close button; errors are announced assertively. */
export function Toast({ tone = 'info', title, message, onClose }: ToastProps) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.toast, styles[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon}>
        <Icon name={ICONS[tone]} size={18} />
      </span>
      <div className={styles.text}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.message}>{message}</p>
      </div>
      <IconButton icon="close" size="sm" label={t('common.close', 'Close')} onClick={onClose} />
    </div>
  );
}
