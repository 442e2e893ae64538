/**
 * Normalising a contact before it is stored: e-mails trimmed and lower-cased (§5 e-mail
 * rule); phones stored as international digits without the plus ("5511912345678"), the
 * national part checked against the country's mask (§5). The country comes from
 * `phone_country_code`, else from the number's dialling code.
 */
import type { account } from '@croupier/core/contract';
import { emailRule, matchesMask, parsePastedPhone, phoneRule } from '@croupier/core/validation';
import type { FieldReason } from '../http/refuse-fields.ts';
import { findPhoneCountry, PHONE_COUNTRIES } from './phone-countries.ts';

/** A contact ready to store, or the field and reason it was refused. */
export type NormalisedContact =
  | { ok: true; contact: string; phoneCountryCode: string | null }
  | { ok: false; field: 'contact' | 'phone_country_code'; reason: FieldReason };

/** Checks and normalises a contact. */
export function normaliseContact(
  type: account.ContactType,
  raw: string,
  phoneCountryCode?: string,
): NormalisedContact {
  if (type === 'email') {
    const email = raw.trim().toLowerCase();
    const found = emailRule(email);
    return found
      ? { ok: false, field: 'contact', reason: found }
      : { ok: true, contact: email, phoneCountryCode: null };
  }
  const presence = phoneRule(raw);
  if (presence) {
    return { ok: false, field: 'contact', reason: presence };
  }
  const international = raw.trim().startsWith('+') || raw.trim().startsWith('00');
  const digits = raw.replace(/^\s*00/, '').replace(/\D/g, '');
  const wrong = { ok: false, field: 'contact', reason: 'wrongPhoneFormat' } as const;

  let country = phoneCountryCode ? findPhoneCountry(phoneCountryCode) : undefined;
  if (phoneCountryCode && !country) {
    return { ok: false, field: 'phone_country_code', reason: 'wrongField' };
  }
  let national: string;
  if (country) {
    const code = country.phone_code;
    const fits = (n: string) => matchesMask(n, country!.mask);
    if (international) {
      if (!digits.startsWith(code)) return wrong;
      national = digits.slice(code.length);
    } else {
      // A national number, or an international one typed without the plus.
      national = !fits(digits) && digits.startsWith(code) ? digits.slice(code.length) : digits;
    }
  } else {
    const pasted = parsePastedPhone(`+${digits}`, PHONE_COUNTRIES);
    if (!pasted) return wrong;
    country = findPhoneCountry(pasted.option.country_code)!;
    national = pasted.digits;
  }
  if (!matchesMask(national, country.mask)) return wrong;
  return {
    ok: true,
    contact: `${country.phone_code}${national}`,
    phoneCountryCode: country.country_code,
  };
}
