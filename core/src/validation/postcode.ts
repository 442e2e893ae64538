/** Postcode rule of spec §5: up to 8 digits by default, or a custom pattern. */
import { POSTCODE_MAX_DIGITS } from '../constants/limits.ts';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** The §5 default postcode pattern: 1 to 8 digits. */
export const POSTCODE_DEFAULT = new RegExp(`^\\d{1,${POSTCODE_MAX_DIGITS}}$`);

/** Options of the postcode rule. */
export interface PostcodeRuleOptions extends PresenceOptions {
  /** A country's own pattern replacing the default (a RegExp or its source text). */
  regex?: RegExp | string;
}

/** Postcode (§5): empty → `requiredField`; not matching the pattern → `wrongField`. */
export function postcodeRule(
  value: string,
  options: PostcodeRuleOptions = {},
): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  const pattern = options.regex === undefined ? POSTCODE_DEFAULT : new RegExp(options.regex);
  return pattern.test(value.trim()) ? null : issue('wrongField');
}
