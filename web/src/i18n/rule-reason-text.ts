/**
 * A server's reason for a refused field in the player's language: a reason code — one of
 * §5's keys (`wrongField`, `shortPassword` …) or the server's own (`loginTaken`,
 * `nicknameTaken` …, core's SERVER_REASONS) — through the locale's `validation.{code}`
 * message, with the numbers it needs from `error_data.reason_params` or §9.
 *
 * Decision (issue 17): a reason that is not a code — an operator's backend that sends its
 * own sentence — is shown as sent, not replaced by a generic localized text. That sentence is
 * the only account of what was wrong (a generic "wrong value" would hide which rule failed),
 * and an operator that answers in sentences usually answers in the player's language; English
 * is never matched against a table to guess a code.
 */
import { isReasonCode, reasonDefaultText, reasonParams } from '@croupier/core/validation';
import type { Translate } from './translate.ts';

/** The text of reason code `reason`, or null when it is no code (show it as sent). */
function ruleReasonText(
  t: Translate,
  reason: string,
  sent?: Record<string, string | number>,
): string | null {
  if (!isReasonCode(reason)) return null;
  const params = reasonParams(reason, sent);
  return t(`validation.${reason}`, reasonDefaultText(reason, params), params);
}

/** A server's reason in the player's language: its code's text, else the reason as sent. */
export function serverReasonText(
  t: Translate,
  reason: string,
  sent?: Record<string, string | number>,
): string {
  return ruleReasonText(t, reason, sent) ?? reason;
}
