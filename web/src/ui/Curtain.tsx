import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/i18n-context.ts';
import { cx } from './class-names.ts';
import styles from './Curtain.module.css';
import type { DismissReason } from './Dialog.tsx';
import { IconButton } from './IconButton.tsx';
import { useEscapeLayer } from './use-escape-layer.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import { useScrollLock } from './use-scroll-lock.ts';

/** Props of {@link Curtain}. */
export interface CurtainProps {
  title: ReactNode;
  hideTitle?: boolean;
  onDismiss(reason: DismissReason): void;
  preventClose?: boolean;
  showClose?: boolean;
  side?: 'left' | 'right';
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A side panel (§2.3 curtain kind) with the same focus, Escape and overlay rules as Dialog. */
export function Curtain({
  title,
  hideTitle,
  onDismiss,
  preventClose = false,
  showClose = true,
  side = 'right',
  children,
  footer,
  className,
}: CurtainProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true);
  useScrollLock(true);
  useEscapeLayer(true, () => {
    if (!preventClose) onDismiss('escape');
  });
  const onOverlay = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !preventClose) onDismiss('overlay');
  };
  return createPortal(
    // The overlay click mirrors Escape, which is the keyboard way to dismiss.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.overlay} onClick={onOverlay}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.panel, styles[side], className)}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && styles.hiddenTitle)}>
            {title}
          </h2>
          {showClose && !preventClose ? (
            <IconButton
              icon="close"
              label={t('common.close', 'Close')}
              onClick={() => onDismiss('close')}
            />
          ) : null}
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
