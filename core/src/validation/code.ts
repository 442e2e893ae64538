/** Confirmation and two-factor code rules of spec §5 (6 digits, §9). */
import type * as z from 'zod/mini';
import { CODE_LENGTH } from '../constants/limits.ts';
import { ruleSchema } from './rule-schema.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

const SIX_DIGITS = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/**
 * Confirmation code (§5): empty → `requiredField`; not exactly 6 digits → `wrongCode` {length}.
 * Decision (issue 17): surrounding whitespace is not part of the code — a code copied from an
 * e-mail or SMS often brings a space or line break along — so it is trimmed before the check;
 * §5's "digits only, exactly 6" applies to the code itself, and spaces inside still fail.
 */
export function confirmationCodeRule(value: string): ValidationIssue | null {
  const code = value.trim();
  if (code === '') return issue('requiredField');
  return SIX_DIGITS.test(code) ? null : issue('wrongCode', { length: CODE_LENGTH });
}

/** Two-factor code (§5): anything but 6 digits → `wrongCode` {length} ("the code must contain 6 digits"). */
export function twoFactorCodeRule(value: string): ValidationIssue | null {
  return SIX_DIGITS.test(value.trim()) ? null : issue('wrongCode', { length: CODE_LENGTH });
}

/** Keeps only digits, at most 6, as a code input accepts them. */
export function filterCodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The confirmation code rule as a zod/mini schema. */
export function confirmationCodeSchema(): z.ZodMiniString<string> {
  return ruleSchema(confirmationCodeRule);
}

/** The two-factor code rule as a zod/mini schema. */
export function twoFactorCodeSchema(): z.ZodMiniString<string> {
  return ruleSchema(twoFactorCodeRule);
}
