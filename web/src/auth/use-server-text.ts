/**
 * Server reasons in the player's language (i18n/rule-reason-text.ts): reason codes through
 * their `validation.{code}` messages, anything else shown as sent.
 */
import { useCallback } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { serverReasonText } from '../i18n/rule-reason-text.ts';

/** `(reason, params?) => text`: the translation of a reason code, else the reason itself. */
export function useServerText(): (
  reason: string,
  params?: Record<string, string | number>,
) => string {
  const { t } = useTranslation();
  return useCallback(
    (reason: string, params?: Record<string, string | number>) =>
      serverReasonText(t, reason, params),
    [t],
  );
}
