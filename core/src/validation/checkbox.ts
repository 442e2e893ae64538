/** Checkbox rules of spec §5: the terms checkbox and required checkboxes. */
import { issue, type ValidationIssue } from './validation-issue.ts';

/** Options of the terms rule (§3 registration config terms). */
export interface TermsRuleOptions {
  isActive: boolean;
}

/**
 * Terms (§5): when terms are active the box must be ticked → else `uncheckedCheckbox`. The
 * same check gates the social login buttons: an issue here means show it on the checkbox
 * instead of starting the social login.
 */
export function termsRule(checked: boolean, options: TermsRuleOptions): ValidationIssue | null {
  return options.isActive && checked !== true ? issue('uncheckedCheckbox') : null;
}

/** Required checkbox (§5): must be checked → else `uncheckedCheckbox`. */
export function requiredCheckboxRule(checked: boolean): ValidationIssue | null {
  return checked === true ? null : issue('uncheckedCheckbox');
}
