/** Email rule of spec §5. */
import type * as z from 'zod/mini';
import { ruleSchema } from './rule-schema.ts';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** §5: no whitespace, exactly one @, a domain of a name plus one or two dot parts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;

/** Email (§5): empty → `insertEmailAddress`; otherwise malformed → `wrongEmailAddress`. */
export function emailRule(value: string, options: PresenceOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options, 'insertEmailAddress');
  if (empty !== undefined) return empty;
  return EMAIL_PATTERN.test(value) ? null : issue('wrongEmailAddress');
}

/** The email rule as a zod/mini schema. */
export function emailSchema(options: PresenceOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => emailRule(v, options));
}
