/**
 * Registration failures on the form (spec §8 "Registration errors"): `invalid_parameters` and
 * `error_data` become field errors through a dictionary of server names → form names, with
 * phone and mobile aliased; when nothing lands on a field the form shows the general
 * wrong-registration notice. The error code goes to analytics.
 */
import { ApiError } from '../errors.ts';
import { errorCodeOf } from './error-code.ts';

/** i18n key of the general server-error notice shown when no field error maps. */
export const WRONG_REGISTRATION_KEY = 'registration.wrongRegistration';

/**
 * Server parameter names that differ from the registration form's field names. Fields not
 * listed keep their name (the form is built from the server's own field list, §2.3).
 */
export const REGISTRATION_FIELD_DICTIONARY: Readonly<Record<string, string>> = {
  mobile: 'phone',
  phone_number: 'phone',
  country: 'country_code',
  promocode: 'promo_code',
};

/**
 * Where an error goes when the form lacks the field it names, in order. Phone and mobile are
 * the same input; the payload's login falls back to email, then mobile (§3), so a login
 * error lands on whichever of those the form has, and their errors on a generic login field.
 */
const FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  phone: ['mobile', 'login'],
  mobile: ['phone', 'login'],
  email: ['login'],
  login: ['email', 'phone', 'mobile'],
};

/** What the registration form shows for a failed submit. */
export interface RegistrationErrors {
  /** Form field name → message text (or i18n key) to show under it. */
  fields: Record<string, string>;
  /** `WRONG_REGISTRATION_KEY` when no field error mapped, else null. */
  general: string | null;
  /** For the analytics event. */
  errorCode: string;
}

/** Maps a registration failure onto the form's fields. */
export function registrationErrors(
  error: unknown,
  formFields: readonly string[],
  dictionary: Readonly<Record<string, string>> = REGISTRATION_FIELD_DICTIONARY,
): RegistrationErrors {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    const sources = [error.invalidParameters ?? {}, error.errorData ?? {}];
    for (const source of sources) {
      for (const [serverName, value] of Object.entries(source)) {
        const message = messageOf(value);
        if (message === null) continue;
        const target = formFieldFor(dictionary[serverName] ?? serverName, formFields);
        if (target !== null && !(target in fields)) fields[target] = message;
      }
    }
  }
  const mapped = Object.keys(fields).length > 0;
  return { fields, general: mapped ? null : WRONG_REGISTRATION_KEY, errorCode: errorCodeOf(error) };
}

function formFieldFor(name: string, formFields: readonly string[]): string | null {
  if (formFields.includes(name)) return name;
  return FALLBACKS[name]?.find((alias) => formFields.includes(alias)) ?? null;
}

/** A reason is a string, or a list whose first string is shown. */
function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    const first: unknown = value.find((v) => typeof v === 'string' && v.trim() !== '');
    return typeof first === 'string' ? first : null;
  }
  return null;
}
