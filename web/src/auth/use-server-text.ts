/**
 * Server reasons in the player's language. The reference server answers field errors in
 * core's default §5 wording (and a few phrases of its own); those are translated, anything
 * else is shown as sent.
 */
import { useCallback } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { ruleReasonText } from '../i18n/rule-reason-text.ts';

/** Phrases of the registration and restore answers, by i18n key. */
const SERVER_PHRASES: Readonly<Record<string, string>> = {
  'This login is already registered': 'auth.loginTaken',
  'This email is already registered': 'auth.emailTaken',
  'This phone is already registered': 'auth.phoneTaken',
  'Currency is not available': 'auth.currencyUnavailable',
};

/** `(reason) => text`: the translation of a known reason, else the reason itself. */
export function useServerText(): (reason: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (reason: string) => {
      const key = SERVER_PHRASES[reason];
      return key ? t(key, reason) : (ruleReasonText(t, reason) ?? reason);
    },
    [t],
  );
}
