/** Address rule of spec §5: as the name rule, but digits are allowed. */
import type * as z from 'zod/mini';
import { ruleSchema } from './rule-schema.ts';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** Address (§5): as the name rule, but digits are allowed. */
export const ADDRESS_FORBIDDEN = /[@_'"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;

/** Address (§5): empty → `requiredField`; a forbidden symbol → `wrongField`. */
export function addressRule(value: string, options: PresenceOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  return ADDRESS_FORBIDDEN.test(value) ? issue('wrongField') : null;
}

/** The address rule as a zod/mini schema. */
export function addressSchema(options: PresenceOptions = {}): z.ZodMiniString<string> {
  return ruleSchema((v) => addressRule(v, options));
}
