/**
 * §5 reason codes as they travel in `invalid_parameters` (param-reason.ts decides them): what
 * a client needs to word one — kept apart from the rules so it costs a client no rule code.
 */
import { NICKNAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import { DEFAULT_MESSAGES, type MessageKey } from './messages.ts';

/** True when `value` is one of §5's message keys (a reason code). */
export function isReasonCode(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(DEFAULT_MESSAGES, value);
}

/**
 * The parameters a reason code's text needs when only the code travelled: the §9 constants
 * its rule is built on (a server reason carries no numbers of its own).
 */
const REASON_PARAMS: Partial<Record<MessageKey, Record<string, number>>> = {
  shortPassword: { min: PASSWORD_MIN_LENGTH },
  minCountSymbolsFakename: { min: NICKNAME_MIN_LENGTH },
};

/** The parameters to word reason `code` with (`{}` when it needs none). */
export function reasonParams(code: MessageKey): Record<string, number> {
  return REASON_PARAMS[code] ?? {};
}
