/** Payment card rules of spec §5: holder name and card number. */
import { emptyOutcome, type PresenceOptions } from './required.ts';
import { issue, type ValidationIssue } from './validation-issue.ts';

/** §5 card holder: letters, spaces, dot, apostrophe, hyphen (at least one letter). */
export const CARD_HOLDER_PATTERN = /^(?=.*\p{L})[\p{L} .'-]+$/u;

/** §5 saved-card mask: 6 digits, three dots, 4 digits, e.g. "411111...1111". */
export const MASKED_CARD_PATTERN = /^\d{6}\.{3}\d{4}$/;

/** Card holder (§5): empty → `requiredField`; other characters → `cardHolder`. */
export function cardHolderRule(
  value: string,
  options: PresenceOptions = {},
): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  return CARD_HOLDER_PATTERN.test(value.trim()) ? null : issue('cardHolder');
}

/** Digits of a payment card number (ISO/IEC 7812): see cardNumberRule's decision. */
const CARD_DIGITS_MIN = 12;
const CARD_DIGITS_MAX = 19;

/** The Luhn check digit test over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Card number (§5): a saved card's mask ("411111...1111"), a check-digit valid number of 12–19
 * digits (spaces and hyphens ignored), or the word "new"; else `cardNumber`.
 *
 * Decision (issue 17): §5 says only "a check-digit valid number", but the check digit alone
 * passes "0", "18" or an 11-digit "12345678903" — none of them a card. Payment cards carry
 * 12 to 19 digits (ISO/IEC 7812; Maestro's shortest is 12), so a Luhn-valid number outside
 * that length is refused: the player learns of the typo here, not from the payment provider.
 */
export function cardNumberRule(
  value: string,
  options: PresenceOptions = {},
): ValidationIssue | null {
  const empty = emptyOutcome(value, options);
  if (empty !== undefined) return empty;
  const text = value.trim();
  if (text === 'new' || MASKED_CARD_PATTERN.test(text)) return null;
  const digits = text.replace(/[\s-]/g, '');
  return digits.length >= CARD_DIGITS_MIN && digits.length <= CARD_DIGITS_MAX && luhnValid(digits)
    ? null
    : issue('cardNumber');
}
