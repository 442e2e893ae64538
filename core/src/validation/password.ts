/** Password rules of spec §5. */
import type * as z from 'zod/mini';
import { PASSWORD_HELPER_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.ts';
import { maxLengthRule, minLengthRule } from './length.ts';
import { ruleSchema } from './rule-schema.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** Characters a password may contain: printable ASCII letters, digits and symbols, no spaces. */
export const PASSWORD_ALLOWED_CHAR = /^[\x21-\x7E]$/;

/** Options of the password rule. */
export interface PasswordRuleOptions {
  /** The password typed before (the confirm field compares against it). */
  equalTo?: string;
}

/** The distinct characters of `value` that a password may not contain, in order of appearance. */
export function forbiddenPasswordChars(value: string): string[] {
  return [...new Set([...value].filter((c) => !PASSWORD_ALLOWED_CHAR.test(c)))];
}

/**
 * Password (§5): empty → `insertPassword`; under 6 characters → `shortPassword` {min};
 * characters outside the allowed set → `passwordSymbols` {symbols: the offending ones, a space
 * shown as "␣"}; differing from `equalTo` → `passwordsNotEqual`.
 */
export function passwordRule(
  value: string,
  options: PasswordRuleOptions = {},
): ValidationIssue | null {
  if (value === '') return issue('insertPassword');
  if ([...value].length < PASSWORD_MIN_LENGTH)
    return issue('shortPassword', { min: PASSWORD_MIN_LENGTH });
  const forbidden = forbiddenPasswordChars(value);
  if (forbidden.length > 0) {
    return issue('passwordSymbols', {
      symbols: forbidden.map((c) => (/\s/.test(c) ? '␣' : c)).join(' '),
    });
  }
  if (options.equalTo !== undefined && value !== options.equalTo) return issue('passwordsNotEqual');
  return null;
}

/** Helper rule (§5): 6 to 20 characters (`minLength` / `maxLength`); empty → `insertPassword`. */
export function passwordLengthRule(value: string): ValidationIssue | null {
  if (value === '') return issue('insertPassword');
  return (
    minLengthRule(value, PASSWORD_HELPER_LENGTH.min) ??
    maxLengthRule(value, PASSWORD_HELPER_LENGTH.max)
  );
}

/** The password rule as a zod/mini schema. */
export function passwordSchema(options: PasswordRuleOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => passwordRule(v, options));
}
