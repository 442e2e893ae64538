/**
 * Two-factor rules of spec §4/§8: which login errors move the popup to the twofa step, where
 * the resend timer comes from, and which message a failed code shows.
 */
import { ApiError } from '../errors.ts';

/** Message fragments that mean "ask for the two-factor code" (§8). */
export const TWO_FACTOR_TRIGGERS = ['two_factor_auth is enable', 'Resend time is'] as const;

/** Seconds until a new code may be requested: `resend_time`, else a trailing number in the message. */
export function resendTimeOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  if (typeof error.resendTime === 'number' && Number.isFinite(error.resendTime))
    return error.resendTime;
  const trailing = /(\d+)\s*\.?\s*$/.exec(error.message);
  return trailing ? Number(trailing[1]) : null;
}

/**
 * When a login error means "two-factor is on", the step to show and its resend time;
 * otherwise null (the caller rethrows).
 */
export function twoFactorTrigger(error: unknown): { resendTime: number | null } | null {
  if (!(error instanceof ApiError) || error.type !== 'AuthorizationException') return null;
  const triggered =
    TWO_FACTOR_TRIGGERS.some((t) => error.message.includes(t)) ||
    typeof error.resendTime === 'number';
  return triggered ? { resendTime: resendTimeOf(error) } : null;
}

/** What went wrong with a submitted two-factor code (§8), keyed for i18n. */
export type TwoFactorErrorKind = 'digitsCount' | 'timeExpired' | 'invalidCode' | 'somethingWrong';

/** Default texts for each two-factor error kind (§8); the content system may override them. */
export const TWO_FACTOR_MESSAGES: Readonly<Record<TwoFactorErrorKind, string>> = {
  digitsCount: 'the code must contain 6 digits',
  timeExpired: 'Time expired',
  invalidCode: 'two_factor_auth: code is invalid',
  somethingWrong: 'Something went wrong',
};

/** Classifies a failed two-factor submission by the server's message. */
export function twoFactorErrorKind(error: unknown): TwoFactorErrorKind {
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (message.includes('6 digits')) return 'digitsCount';
  if (message.includes('time expired')) return 'timeExpired';
  if (message.includes('code is invalid')) return 'invalidCode';
  return 'somethingWrong';
}
