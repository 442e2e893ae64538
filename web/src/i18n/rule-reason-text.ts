/**
 * A server's §5 reason for a refused field in the player's language: a reason code
 * (`wrongField`, `shortPassword` … core's `paramReason`, what the reference server sends for a
 * value its contract refuses), or core's default sentence for it (what older handlers still
 * send), each through the locale's `validation.{code}` message.
 */
import {
  DEFAULT_MESSAGES,
  formatMessage,
  isReasonCode,
  reasonParams,
  type MessageKey,
} from '@croupier/core/validation';
import type { Translate } from './translate.ts';

const CODE_OF_SENTENCE = new Map<string, MessageKey>(
  Object.entries(DEFAULT_MESSAGES).map(([key, text]) => [text, key as MessageKey]),
);

/** The reason's text, or null when it is neither a §5 code nor core's sentence for one. */
export function ruleReasonText(t: Translate, reason: string): string | null {
  const code = isReasonCode(reason) ? reason : CODE_OF_SENTENCE.get(reason);
  if (!code) return null;
  const params = reasonParams(code);
  return t(`validation.${code}`, formatMessage(code, params), params);
}
