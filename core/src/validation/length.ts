/** Length and equality helpers of spec §5 (minLength, maxLength, sameAs). */
import { issue, type ValidationIssue } from './validation-issue.ts';

/** At least `min` characters (`minLength`, "Min length is $$min$$"); empty passes. */
export function minLengthRule(value: string, min: number): ValidationIssue | null {
  return value !== '' && [...value].length < min ? issue('minLength', { min }) : null;
}

/** At most `max` characters (`maxLength`, "Max length is $$max$$"). */
export function maxLengthRule(value: string, max: number): ValidationIssue | null {
  return [...value].length > max ? issue('maxLength', { max }) : null;
}

/** Equal to another field's value (`sameAs`, "The value must be equal to the {name} value"). */
export function sameAsRule(value: string, other: string, name: string): ValidationIssue | null {
  return value === other ? null : issue('sameAs', { name });
}
