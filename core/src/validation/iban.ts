/** IBAN rule of spec §5: country structure and check digits, via ibantools. */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** The IBAN without spaces and in upper case, as it is sent ("DE89 3704…" → "DE893704…"). */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** IBAN (§5): empty → `requiredField`; wrong structure or check digits → `iban` ("Wrong iban"). */
export function ibanRule(value: string, options: PresenceOptions = {}): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  return isValidIBAN(normalizeIban(value)) ? null : issue('iban');
}
