import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/i18n-context.ts';
import { cx } from './class-names.ts';
import { IconButton } from './IconButton.tsx';
import { useEscapeLayer } from './use-escape-layer.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import { useScrollLock } from './use-scroll-lock.ts';
import hidden from './VisuallyHidden.module.css';

/** Why the user tried to close a dialog: Escape, a click on the overlay, or the close button. */
export type DismissReason = 'escape' | 'overlay' | 'close';

/** What every modal layer (Dialog, Curtain) takes from its caller. */
export interface ModalLayerProps {
  title: ReactNode;
  /** Keeps the title as the accessible name but does not draw it. */
  hideTitle?: boolean;
  /** The user asked to close (not called for Escape/overlay while `preventClose`). */
  onDismiss(reason: DismissReason): void;
  /** Escape and overlay click do nothing (§4 preventClose). */
  preventClose?: boolean;
  /** Shows the close button; the host shows it only once content has loaded (§4). */
  showClose?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** The class names a kind of layer draws its parts with (its CSS module). */
export interface ModalClasses {
  readonly overlay?: string;
  readonly title?: string;
  readonly close?: string;
  readonly body?: string;
  readonly footer?: string;
}

/** Props of {@link Modal}: the layer's props plus how its kind looks. */
export interface ModalProps extends Omit<ModalLayerProps, 'className'> {
  role?: 'dialog' | 'alertdialog';
  classes: ModalClasses;
  /** The panel's classes (where it sits: centred, at an edge). */
  panelClassName: string;
  headerClassName?: string;
}

/**
 * The modal layer Dialog and Curtain are drawn in (§2.3, DESIGN §7): portalled to the body,
 * labelled by its title, focus moved in and trapped and given back on close, page scroll locked,
 * and Escape or an overlay click dismissing it unless closing is prevented.
 */
export function Modal({
  title,
  hideTitle,
  onDismiss,
  preventClose = false,
  showClose = true,
  role = 'dialog',
  children,
  footer,
  classes,
  panelClassName,
  headerClassName,
}: ModalProps) {
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
    <div className={classes.overlay} onClick={onOverlay}>
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={panelClassName}
      >
        <header className={headerClassName}>
          <h2 id={titleId} className={cx(classes.title, hideTitle && hidden.hidden)}>
            {title}
          </h2>
          {showClose && !preventClose ? (
            <IconButton
              icon="close"
              label={t('common.close', 'Close')}
              className={classes.close}
              onClick={() => onDismiss('close')}
            />
          ) : null}
        </header>
        <div className={classes.body}>{children}</div>
        {footer ? <footer className={classes.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
