import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, type ButtonVariant } from './Button.tsx';
import { cx } from './class-names.ts';
import styles from './Dialog.module.css';
import { IconButton } from './IconButton.tsx';
import { useEscapeLayer } from './use-escape-layer.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import { useScrollLock } from './use-scroll-lock.ts';

/** Why the user tried to close a dialog: Escape, a click on the overlay, or the close button. */
export type DismissReason = 'escape' | 'overlay' | 'close';

/** Props of {@link Dialog}. */
export interface DialogProps {
  title: ReactNode;
  /** Keeps the title as the accessible name but does not draw it. */
  hideTitle?: boolean;
  /** The user asked to close (not called for Escape/overlay while `preventClose`). */
  onDismiss(reason: DismissReason): void;
  /** Escape and overlay click do nothing (§4 preventClose). */
  preventClose?: boolean;
  /** Shows the close button; the host shows it only once content has loaded (§4). */
  showClose?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirms that need an answer. */
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog (§2.3 popup kind): focus moves in and is trapped, returns on close; Escape and
 * overlay click dismiss unless closing is prevented; page scroll is locked while open.
 */
export function Dialog({
  title,
  hideTitle,
  onDismiss,
  preventClose = false,
  showClose = true,
  size = 'md',
  role = 'dialog',
  children,
  footer,
  className,
}: DialogProps) {
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
    <div className={styles.overlay} onClick={onOverlay} data-testid="dialog-overlay">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
      >
        <header className={cx(styles.header, hideTitle && styles.headerBare)}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && styles.hiddenTitle)}>
            {title}
          </h2>
          {showClose && !preventClose ? (
            <IconButton
              icon="close"
              label={t('common.close', 'Close')}
              className={styles.close}
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

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps extends Omit<DialogProps, 'footer' | 'role'> {
  onAgree(): void;
  onReject(): void;
  agreeLabel?: string;
  rejectLabel?: string;
  agreeVariant?: ButtonVariant;
}

/** A confirm (§2.3): reject and agree buttons; dismissing counts as "no" in the dialog store. */
export function ConfirmDialog({
  onAgree,
  onReject,
  agreeLabel,
  rejectLabel,
  agreeVariant = 'primary',
  size = 'sm',
  ...dialog
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      size={size}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onReject}>
            {rejectLabel ?? t('common.cancel', 'Cancel')}
          </Button>
          <Button variant={agreeVariant} onClick={onAgree}>
            {agreeLabel ?? t('common.confirm', 'Confirm')}
          </Button>
        </>
      }
    />
  );
}
