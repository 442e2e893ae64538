/** Phone rules of spec §5: presence, the country mask, and the login sent without "+". */
import type * as z from 'zod/mini';
import { matchesMask, type PhoneMask } from './phone-mask.ts';
import { ruleSchema } from './rule-schema.ts';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** Options of the phone rule. */
export interface PhoneRuleOptions extends PresenceOptions {
  /** The selected country's mask; without it a plain 5–15 digit check applies. */
  mask?: PhoneMask | null;
}

/** Without a mask: digits with the usual separators, 5 to 15 digits (E.164 allows 15). */
const LOOSE_PHONE = /^\+?[\d\s()-]+$/;

/** Phone (§5): empty → `insertPhoneNumber`; not filling the country mask → `wrongPhoneFormat`. */
export function phoneRule(value: string, options: PhoneRuleOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options, 'insertPhoneNumber');
  if (empty !== undefined) return empty;
  if (options.mask && options.mask.length > 0) {
    return matchesMask(value, options.mask) ? null : issue('wrongPhoneFormat');
  }
  const digits = value.replace(/\D/g, '').length;
  return LOOSE_PHONE.test(value.trim()) && digits >= 5 && digits <= 15
    ? null
    : issue('wrongPhoneFormat');
}

/** The login as sent to the server (§5): trimmed, without a leading plus. */
export function stripLeadingPlus(login: string): string {
  return login.trim().replace(/^\+/, '');
}

/** The phone rule as a zod/mini schema. */
export function phoneSchema(options: PhoneRuleOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => phoneRule(v, options));
}
