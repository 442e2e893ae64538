/**
 * Profile hints (§4 Hints, §9): the registration hint for 2 hours after reg_time while the user
 * has no deposits; the confirmation hint for 5 days while the login's contact is unconfirmed.
 */
import type { Contact } from '../../contract/account.ts';

/** How long the registration hint shows (§9: 2 h). */
export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;

/** One day (§9: 864e5 ms). */
export const DAY_MS = 864e5;

/** How long the confirmation hint shows (§9: 5 days). */
export const CONFIRMATION_HINT_MS = 5 * DAY_MS;

/** A stored flag meaning "a confirmation was already sent" (§4 Hints). */
export const CONFIRM_SENT_KEY = 'confirm_sent';

/**
 * The uid of the player who closed the registration hint on this device: closed is closed
 * for good, not until the next page load (issue 19).
 */
export const REGISTRATION_HINT_HIDDEN_KEY = 'registration_hint_hidden';

/**
 * reg_time as milliseconds: ISO text, or a number (values below 1e11 are read as Unix
 * seconds, since 1e11 ms is 1973 and 1e11 s is the year 5138). Null when unreadable.
 */
export function regTimeMs(regTime: string | number | null | undefined): number | null {
  if (regTime === null || regTime === undefined || regTime === '') return null;
  if (typeof regTime === 'number') {
    if (!Number.isFinite(regTime)) return null;
    return regTime < 1e11 ? regTime * 1000 : regTime;
  }
  if (/^\d+$/.test(regTime)) return regTimeMs(Number(regTime));
  const parsed = Date.parse(regTime);
  return Number.isNaN(parsed) ? null : parsed;
}

const within = (regTime: string | number | null | undefined, now: number, windowMs: number) => {
  const start = regTimeMs(regTime);
  if (start === null) return false;
  const elapsed = now - start;
  return elapsed >= 0 && elapsed < windowMs;
};

/** Shows for 2 hours after reg_time while the user has no deposits. */
export function showsRegistrationHint(input: {
  regTime: string | number | null | undefined;
  hasDeposits: boolean;
  now: number;
}): boolean {
  return !input.hasDeposits && within(input.regTime, input.now, REGISTRATION_HINT_MS);
}

/** The fields of a contact (§3) the hint reads. */
type HintContact = Pick<Contact, 'type' | 'contact' | 'is_confirmed'>;

const digits = (value: string) => value.replace(/\D/g, '');

/** The contact the user logs in with: the email equal to the login, or the phone with its digits. */
export function loginContact<C extends HintContact>(
  login: string,
  contacts: readonly C[],
): C | null {
  const trimmed = login.trim();
  const email = contacts.find(
    (c) => c.type === 'email' && c.contact.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  if (email) return email;
  const loginDigits = digits(trimmed);
  if (!loginDigits || trimmed.includes('@')) return null;
  return contacts.find((c) => c.type === 'phone' && digits(c.contact) === loginDigits) ?? null;
}

/**
 * Shows for 5 days after reg_time while the login's email or phone is unconfirmed and no
 * confirm_sent flag is stored.
 */
export function showsConfirmationHint(input: {
  regTime: string | number | null | undefined;
  login: string;
  contacts: readonly HintContact[];
  confirmSent: boolean;
  now: number;
}): boolean {
  if (input.confirmSent || !within(input.regTime, input.now, CONFIRMATION_HINT_MS)) return false;
  const contact = loginContact(input.login, input.contacts);
  return contact !== null && !contact.is_confirmed;
}
