/** Presence rules of spec §5: required values, text fields and sex. */
import { issue, type ValidationIssue } from './validation-issue.ts';

/** Whether a value counts as empty: null, undefined, or text that is blank once trimmed. */
export function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** Required (§5): blank text counts as missing (the form variant trims) → `requiredField`. */
export function requiredRule(value: unknown): ValidationIssue | null {
  return isEmpty(value) ? issue('requiredField') : null;
}

/** Options of the text rule. */
export interface TextRuleOptions {
  /** False marks the field "not required": anything, even empty, passes. */
  required?: boolean;
}

/** Text (§5): required unless marked not required. */
export function textRule(
  value: string | null | undefined,
  options: TextRuleOptions = {},
): ValidationIssue | null {
  return options.required === false ? null : requiredRule(value);
}

/** Sex (§5): must be set; the profile default 0 means "not chosen" (§3). */
export function sexRule(value: number | string | null | undefined): ValidationIssue | null {
  return isEmpty(value) || Number(value) === 0 ? issue('requiredField') : null;
}

/** Options of rules whose field may be optional. */
export interface PresenceOptions {
  /** False lets an empty value pass (the field is optional); required by default. */
  required?: boolean;
}

/**
 * The outcome for an empty value — `key` when required, null when optional — or undefined
 * when the value is not empty and the caller's own checks apply.
 */
export function emptyOutcome(
  value: unknown,
  options: PresenceOptions = {},
  key: string = 'requiredField',
): ValidationIssue | null | undefined {
  if (!isEmpty(value)) return undefined;
  return options.required === false ? null : issue(key);
}
