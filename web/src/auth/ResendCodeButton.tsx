import { Button } from '../ui/index.ts';

/** Props of {@link ResendCodeButton}. */
export interface ResendCodeButtonProps {
  /** Seconds before a new code may be asked for (useResendCountdown's `left`). */
  left: number;
  /** A new code is being sent. */
  sending?: boolean;
  /** Refused for another reason (the form is submitting). */
  disabled?: boolean;
  onResend(): void;
  /** The text once a code may be sent. */
  label: string;
  /** The text while the wait runs. */
  waitLabel(seconds: number): string;
  /** Drawn as a text link with this class (the auth popup) instead of a small ghost button. */
  linkClassName?: string;
}

/** "Send a new code", or "… in N s" while the server's wait runs, for every code form. */
export function ResendCodeButton({
  left,
  sending = false,
  disabled = false,
  onResend,
  label,
  waitLabel,
  linkClassName,
}: ResendCodeButtonProps) {
  const text = left > 0 ? waitLabel(left) : label;
  if (linkClassName) {
    return (
      <button
        type="button"
        className={linkClassName}
        disabled={left > 0 || disabled || sending}
        onClick={onResend}
      >
        {text}
      </button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={sending}
      disabled={left > 0 || disabled}
      onClick={onResend}
    >
      {text}
    </Button>
  );
}
