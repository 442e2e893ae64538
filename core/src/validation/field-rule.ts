/**
 * Rules for generic personal data fields (§5): login, documentType, documentNumber and cpf use
 * the text rule; custom uses a supplied pattern or non-empty; the named kinds map to their
 * own rules. Unknown types fall back to the text rule so a new server field never blocks a form.
 */
import { addressRule } from './address.ts';
import { dateRule } from './date.ts';
import { emailRule } from './email.ts';
import { nameRule } from './name.ts';
import { phoneRule } from './phone.ts';
import type { PhoneMask } from './phone-mask.ts';
import { postcodeRule } from './postcode.ts';
import { emptyOutcome, sexRule, textRule, type PresenceOptions } from './required.ts';
import { issue, type Rule, type ValidationIssue } from './validation-issue.ts';

/** Options of the custom rule. */
export interface CustomRuleOptions extends PresenceOptions {
  /** The field's own pattern (a RegExp or its source text). */
  regex?: RegExp | string | null;
}

/** Custom (§5): with a pattern, a mismatch → `regex`; without one, non-empty → else `requiredField`. */
export function customRule(value: string, options: CustomRuleOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  if (options.regex === undefined || options.regex === null || options.regex === '') return null;
  return new RegExp(options.regex).test(value) ? null : issue('regex');
}

/** A field to validate: its type, whether it is required, and type-specific extras. */
export interface FieldRuleSpec {
  type: string;
  required?: boolean;
  regex?: RegExp | string | null;
  mask?: PhoneMask | null;
}

/** The rule for a server-described field (§5 generic field types). */
export function fieldRule(field: FieldRuleSpec): Rule<string> {
  const presence: PresenceOptions = { required: field.required !== false };
  switch (field.type) {
    case 'custom':
      return (v) => customRule(v, { ...presence, regex: field.regex });
    case 'name':
    case 'firstName':
    case 'first_name':
    case 'lastName':
    case 'last_name':
    case 'middleName':
    case 'middle_name':
      return (v) => nameRule(v, presence);
    case 'address':
      return (v) => addressRule(v, presence);
    case 'postcode':
      return (v) => postcodeRule(v, { ...presence, regex: field.regex ?? undefined });
    case 'email':
      return (v) => emailRule(v, presence);
    case 'phone':
    case 'mobile':
      return (v) => phoneRule(v, { ...presence, mask: field.mask });
    case 'date':
    case 'birthDate':
    case 'birth_date':
      return (v) => dateRule(v, presence);
    case 'sex':
      return (v) => (presence.required ? sexRule(v) : null);
    default:
      // login, documentType, documentNumber, cpf and any other text field.
      return (v) => textRule(v, presence);
  }
}
