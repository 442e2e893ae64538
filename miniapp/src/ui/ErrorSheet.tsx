/** The error popup: a failed Telegram sign-in or registration (§8 "messenger registration failure"). */
import type { ShellTranslate } from '../i18n/shell-text.ts';
import { Sheet, sheetStyles as styles } from './Sheet.tsx';

/** Props of {@link ErrorSheet}. */
export interface ErrorSheetProps {
  t: ShellTranslate;
  title?: string | null;
  message?: string | null;
  onClose(): void;
}

/** The popup. */
export function ErrorSheet({ t, title, message, onClose }: ErrorSheetProps) {
  return (
    <Sheet
      testId="tg-error"
      role="alertdialog"
      tone="danger"
      badge="!"
      title={title ?? t('miniapp.signInFailedTitle', 'We could not sign you in')}
      lead={
        message ??
        t(
          'miniapp.signInFailed',
          'Telegram could not confirm your account. Close the app and open it again from the bot.',
        )
      }
      onClose={onClose}
    >
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('miniapp.ok', 'OK')}
        </button>
      </div>
    </Sheet>
  );
}
