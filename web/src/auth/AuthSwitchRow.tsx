import styles from './AuthPopup.module.css';

/** Props of {@link AuthSwitchRow}. */
export interface AuthSwitchRowProps {
  /** The question before the link ("Already have an account?"). */
  question: string;
  /** The link's words ("Log in"). */
  action: string;
  onClick(): void;
}

/** The auth popup's last line: a question and a link to the other form (or out). */
export function AuthSwitchRow({ question, action, onClick }: AuthSwitchRowProps) {
  return (
    <p className={styles.switchRow}>
      <span>{question}</span>
      <button type="button" className={styles.linkButton} onClick={onClick}>
        {action}
      </button>
    </p>
  );
}
