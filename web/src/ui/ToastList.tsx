import { useTranslation } from '../i18n/i18n-context.ts';
import styles from './ToastList.module.css';
import { Toast, type ToastTone } from './Toast.tsx';

/** A toast as the list shows it. */
export interface ToastItem {
  id: string;
  tone: ToastTone;
  title: string | null;
  message: string;
}

/** Props of {@link ToastList}. */
export interface ToastListProps {
  toasts: readonly ToastItem[];
  onClose(id: string): void;
  /** Pixels from the top; by default the measured header height (`--header-offset`, §2.3). */
  offset?: number;
}

/** The stack of toasts, top right on wide screens and full width on phones. */
export function ToastList({ toasts, onClose, offset }: ToastListProps) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.list}
      style={{ top: offset ?? 'var(--header-offset, 0px)' }}
      aria-label={t('common.notifications', 'Notifications')}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.tone}
          title={toast.title}
          message={toast.message}
          onClose={() => onClose(toast.id)}
        />
      ))}
    </section>
  );
}
