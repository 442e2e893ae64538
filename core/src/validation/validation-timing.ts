/** Validation timing strategies of spec §4: onSubmit (errors reset on input) and eager (touch on input). */
import type { ValidationIssue } from './validation-issue.ts';

/** When a field's errors appear. */
export type ValidationTiming = 'onSubmit' | 'eager';

/** A field's validation state as a form keeps it. */
export interface FieldValidationState {
  touched: boolean;
  issue: ValidationIssue | null;
}

/**
 * The state after the user types, given the value's current issue: onSubmit clears the error
 * until the next submit; eager marks the field touched and shows the issue right away.
 */
export function afterInput(
  timing: ValidationTiming,
  state: FieldValidationState,
  current: ValidationIssue | null,
): FieldValidationState {
  return timing === 'eager'
    ? { touched: true, issue: current }
    : { touched: state.touched, issue: null };
}

/** The state after a submit: every strategy touches the field and shows its issue. */
export function afterSubmit(current: ValidationIssue | null): FieldValidationState {
  return { touched: true, issue: current };
}
