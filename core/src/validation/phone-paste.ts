/**
 * Pasting a full international number into the phone field (§5 "paste parsed by country code
 * prefix"): the country is picked by the longest matching phone code and the prefix removed.
 * Codes shared by several countries (+1, +7, +44 …) are settled with libphonenumber-js.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { maskPhone, type PhoneMask } from './phone-mask.ts';

/** A phone country option (§3): country_code "BR", phone_code "+55" or "55", its name and mask. */
export interface PhoneCountryOption {
  country_code: string;
  phone_code: string;
  name: string;
  mask?: PhoneMask | null;
}

/** A pasted number split into its country and the national part. */
export interface PastedPhone {
  option: PhoneCountryOption;
  /** National digits only, e.g. "11912345678". */
  digits: string;
  /** The national part through the country's mask (or the digits when it has none). */
  value: string;
}

const codeDigits = (option: PhoneCountryOption) => option.phone_code.replace(/\D/g, '');

function pick(
  digits: string,
  candidates: PhoneCountryOption[],
  current: PhoneCountryOption | undefined,
): PhoneCountryOption {
  if (candidates.length === 1) return candidates[0]!;
  const country = parsePhoneNumberFromString(`+${digits}`)?.country;
  const byLibrary = candidates.find((o) => o.country_code.toUpperCase() === country);
  if (byLibrary) return byLibrary;
  const byCurrent = current && candidates.find((o) => o.country_code === current.country_code);
  return byCurrent ?? candidates[0]!;
}

/**
 * Splits pasted text such as "+55 11 91234-5678" (or "0055…") into the matching country and
 * national number; null when the text carries no international prefix of a listed country,
 * in which case the caller treats it as a national number.
 */
export function parsePastedPhone(
  text: string,
  options: readonly PhoneCountryOption[],
  current?: PhoneCountryOption,
): PastedPhone | null {
  const trimmed = text.trim();
  if (!/^(\+|00)/.test(trimmed)) return null;
  const digits = trimmed.replace(/^00/, '').replace(/\D/g, '');
  let best: PhoneCountryOption[] = [];
  let bestLength = 0;
  for (const option of options) {
    const code = codeDigits(option);
    if (!code || !digits.startsWith(code) || code.length < bestLength) continue;
    if (code.length > bestLength) {
      best = [];
      bestLength = code.length;
    }
    best.push(option);
  }
  if (best.length === 0) return null;
  const option = pick(digits, best, current);
  const national = digits.slice(bestLength);
  const value =
    option.mask && option.mask.length > 0 ? maskPhone(national, option.mask).masked : national;
  return { option, digits: national, value };
}
