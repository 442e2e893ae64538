/**
 * A Telegram-style bottom sheet: the shell's registration and error popups. Focus moves into
 * it and returns when it closes; Escape and the overlay close it when `onClose` is given.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Sheet.module.css';

/** Props of {@link Sheet}. */
export interface SheetProps {
  title: string;
  lead?: ReactNode;
  /** The round mark above the title. */
  badge?: ReactNode;
  tone?: 'accent' | 'danger';
  role?: 'dialog' | 'alertdialog';
  onClose?: () => void;
  children?: ReactNode;
  testId?: string;
}

/** The sheet over the app. */
export function Sheet({
  title,
  lead,
  badge,
  tone = 'accent',
  role = 'dialog',
  onClose,
  children,
  testId,
}: SheetProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => previous?.focus?.();
  }, []);
  // Tab stays inside the sheet (a modal): from the last control back to the first, and back.
  useEffect(() => {
    const sheet = ref.current;
    if (!sheet) return;
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [
        ...sheet.querySelectorAll<HTMLElement>('button, input, select, a[href], [tabindex="0"]'),
      ].filter((item) => !item.hasAttribute('disabled'));
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === sheet)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    sheet.addEventListener('keydown', onTab);
    return () => sheet.removeEventListener('keydown', onTab);
  }, []);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    // The overlay click mirrors Escape, which is the keyboard way to dismiss.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.overlay}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={ref}
        className={styles.sheet}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <span className={styles.grabber} aria-hidden="true" />
        {badge ? (
          <span
            className={`${styles.badge} ${tone === 'danger' ? styles.badgeDanger : ''}`}
            aria-hidden="true"
          >
            {badge}
          </span>
        ) : null}
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

export { styles as sheetStyles };
