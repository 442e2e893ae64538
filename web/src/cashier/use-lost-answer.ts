/**
 * Money forms on a bad network (issue 16). A deposit or withdrawal is never queued blindly:
 * started offline it is refused with a message; sent, but its answer lost on the way back (a
 * NetworkError after the client's retries), it is not guessed at either — the form keeps its
 * idempotency key and the values it sent and, when the connection returns (or the player asks),
 * sends the very same request again: the server answers a repeated key with the first
 * request's result (DESIGN §6), so the player sees what really happened and pays once.
 */
import { NetworkError } from '@croupier/core/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';

/** What a money form needs for its submit. */
export interface LostAnswer<V> {
  /** The message to show instead of sending (offline), or null to send. */
  refusal(): string | null;
  /** Whether the form is offline; then the refusal is handed to `show` and nothing is sent. */
  refused(show: (message: string) => void): boolean;
  /**
   * Whether `error` means the answer was lost; then `resend(values)` — the form's own submit,
   * with the key it still holds — runs again when the connection returns, and the form waits
   * (`recovering`).
   */
  lost(error: unknown, values: V, resend: (values: V) => unknown): boolean;
  /** An answer came: nothing is waiting any more. */
  settled(): void;
  /** An answer is being recovered: the form shows it and takes no new payment. */
  recovering: boolean;
  /** Sends the kept request again now. */
  checkAgain(): void;
}

/** The lost-answer handling of one money form. */
export function useLostAnswer<V>(): LostAnswer<V> {
  const platform = usePlatform();
  const { t } = useTranslation();
  const kept = useRef<{ values: V; resend(values: V): unknown } | null>(null);
  const [recovering, setRecovering] = useState(false);

  const checkAgain = useCallback(() => {
    const request = kept.current;
    if (request) void request.resend(request.values);
  }, []);

  useEffect(
    () =>
      platform.network.subscribe(() => {
        if (platform.network.online()) checkAgain();
      }),
    [platform, checkAgain],
  );

  const refusal = () =>
    kept.current === null && !platform.network.online()
      ? t(
          'network.moneyOffline',
          'You are offline. Payments need a connection — try again when it is back.',
        )
      : null;

  return {
    refusal,
    refused(show) {
      const message = refusal();
      if (message) show(message);
      return message !== null;
    },
    lost(error, values, resend) {
      if (!(error instanceof NetworkError)) return false;
      kept.current = { values, resend };
      setRecovering(true);
      return true;
    },
    settled() {
      kept.current = null;
      setRecovering(false);
    },
    recovering,
    checkAgain,
  };
}
