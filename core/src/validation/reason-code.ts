/**
 * Reason codes as they travel in `invalid_parameters` (param-reason.ts decides the §5 ones):
 * what a client needs to word one — kept apart from the rules so it costs a client no rule
 * code. A reason is a §5 message key (`wrongField`, `shortPassword` …) or one of the
 * server's own codes below; the numbers or symbols a code's text needs, when they are not
 * §9 constants, travel beside it in `error_data.reason_params` (`{amount: {min: 10}}`).
 */
import { NICKNAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import { DEFAULT_MESSAGES, interpolate, type MessageKey } from './messages.ts';
import type { ValidationIssue } from './validation-issue.ts';

/**
 * Reasons a server gives beyond §5's rules — a value that is well formed but conflicts with
 * what is stored — with their default English texts (clients word them as
 * `validation.{code}` in the player's language).
 */
export const SERVER_REASONS = {
  loginTaken: 'This login is already registered',
  emailTaken: 'This email is already registered',
  phoneTaken: 'This phone is already registered',
  telegramTaken: 'This Telegram account is already registered',
  nicknameTaken: 'This nickname is already taken',
  contactInUse: 'This contact is already in use',
  currencyUnavailable: 'This currency is not available',
  currencyLocked: 'The currency cannot be changed after a deposit',
  countryUnavailable: 'Registration from this country is not available',
  samePassword: 'The new password must differ from the current one',
  codeInvalid: 'The code is not right. Check it and try again.',
  codeExpired: 'The code has expired. Send a new one.',
  noContact: 'No contact of this type',
  alreadyConfirmed: 'The contact is already confirmed',
  linkExpired: 'The link is invalid or has expired',
  localeUnavailable: 'This language is not available',
} as const;

/** One of the server's own reason codes. */
export type ServerReason = keyof typeof SERVER_REASONS;

/** A reason code: a §5 message key or a server reason. */
export type ReasonCode = MessageKey | ServerReason;

/** Parameters a reason's text interpolates. */
export type ReasonParams = Record<string, string | number>;

/** True when `value` is a reason code (a §5 message key or a server reason). */
export function isReasonCode(value: unknown): value is ReasonCode {
  return (
    typeof value === 'string' &&
    (Object.hasOwn(DEFAULT_MESSAGES, value) || Object.hasOwn(SERVER_REASONS, value))
  );
}

/**
 * The parameters a reason code's text needs when only the code travelled: the §9 constants
 * its rule is built on.
 */
const REASON_PARAMS: Partial<Record<MessageKey, ReasonParams>> = {
  shortPassword: { min: PASSWORD_MIN_LENGTH },
  minCountSymbolsFakename: { min: NICKNAME_MIN_LENGTH },
};

/** The parameters to word reason `code` with: what the server sent over the §9 constants. */
export function reasonParams(code: ReasonCode, sent?: ReasonParams): ReasonParams {
  return { ...(REASON_PARAMS[code as MessageKey] ?? {}), ...(sent ?? {}) };
}

/** The default English text of reason `code` with `params` filled in. */
export function reasonDefaultText(code: ReasonCode, params: ReasonParams = {}): string {
  const text = Object.hasOwn(SERVER_REASONS, code)
    ? SERVER_REASONS[code as ServerReason]
    : DEFAULT_MESSAGES[code as MessageKey];
  return interpolate(text, params);
}

/**
 * The params of each field's reason a client finds in `error_data.reason_params`; anything
 * malformed there is ignored (the code is still worded, with its placeholders shown).
 */
export function sentReasonParams(errorData: unknown, field: string): ReasonParams | undefined {
  if (!errorData || typeof errorData !== 'object') return undefined;
  const all = (errorData as Record<string, unknown>).reason_params;
  if (!all || typeof all !== 'object' || !Object.hasOwn(all, field)) return undefined;
  const params = (all as Record<string, unknown>)[field];
  if (!params || typeof params !== 'object') return undefined;
  const out: ReasonParams = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return out;
}

/** A failed rule as what travels: its code, and its params unless they are §9 constants. */
export function issueReason(found: ValidationIssue): {
  code: ReasonCode;
  params?: ReasonParams;
} {
  const code: ReasonCode = isReasonCode(found.key) ? found.key : 'wrongField';
  const constant = REASON_PARAMS[code as MessageKey];
  const params = found.params;
  if (!params || Object.keys(params).length === 0) return { code };
  const same =
    constant !== undefined &&
    Object.keys(params).length === Object.keys(constant).length &&
    Object.entries(params).every(([k, v]) => constant[k] === v);
  return same ? { code } : { code, params };
}
