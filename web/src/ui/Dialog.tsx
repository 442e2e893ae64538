import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, type ButtonVariant } from './Button.tsx';
import { cx } from './class-names.ts';
import styles from './Dialog.module.css';
import { Modal, type ModalLayerProps } from './Modal.tsx';

/** Props of {@link Dialog}. */
export interface DialogProps extends ModalLayerProps {
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirms that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog (§2.3 popup kind): a {@link Modal} centred on the page. */
export function Dialog({ size = 'md', className, ...layer }: DialogProps) {
  return (
    <Modal
      {...layer}
      classes={styles}
      panelClassName={cx(styles.dialog, styles[size], className)}
      headerClassName={cx(styles.header, layer.hideTitle && styles.headerBare)}
    />
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
