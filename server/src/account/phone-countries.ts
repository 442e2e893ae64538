/**
 * Phone countries offered by account.getContactPhoneSettings (§3 phone country option, §5
 * mask tokens: `#` a digit, `9` an optional digit). Masks cover the national number without
 * the dialling code; countries with numbers of several lengths list one mask per length.
 */
import type { account } from '@croupier/core/contract';

/** A phone country with its English name (localised on the way out). */
export type PhoneCountry = account.PhoneCountryOption;

/** Every phone country, in the order the picker shows them. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { country_code: 'US', phone_code: '1', name: 'United States', mask: '(###) ###-####' },
  { country_code: 'CA', phone_code: '1', name: 'Canada', mask: '(###) ###-####' },
  { country_code: 'GB', phone_code: '44', name: 'United Kingdom', mask: '#### ######' },
  { country_code: 'DE', phone_code: '49', name: 'Germany', mask: ['### #######', '### ########'] },
  { country_code: 'PT', phone_code: '351', name: 'Portugal', mask: '### ### ###' },
  {
    country_code: 'BR',
    phone_code: '55',
    name: 'Brazil',
    mask: ['(##) ####-####', '(##) #####-####'],
  },
  { country_code: 'RU', phone_code: '7', name: 'Russia', mask: '(###) ###-##-##' },
  { country_code: 'UA', phone_code: '380', name: 'Ukraine', mask: '(##) ###-##-##' },
  { country_code: 'KZ', phone_code: '7', name: 'Kazakhstan', mask: '(###) ###-##-##' },
  { country_code: 'ES', phone_code: '34', name: 'Spain', mask: '### ### ###' },
  { country_code: 'FR', phone_code: '33', name: 'France', mask: '# ## ## ## ##' },
  { country_code: 'IT', phone_code: '39', name: 'Italy', mask: ['### ######', '### #######'] },
  { country_code: 'PL', phone_code: '48', name: 'Poland', mask: '### ### ###' },
  { country_code: 'TR', phone_code: '90', name: 'Turkey', mask: '(###) ### ## ##' },
  { country_code: 'IN', phone_code: '91', name: 'India', mask: '##### #####' },
  { country_code: 'MX', phone_code: '52', name: 'Mexico', mask: '## #### ####' },
  { country_code: 'AR', phone_code: '54', name: 'Argentina', mask: '## ####-####' },
  { country_code: 'NL', phone_code: '31', name: 'Netherlands', mask: '# ########' },
];

/** The phone country of an ISO code, if offered. */
export function findPhoneCountry(code: string | null | undefined): PhoneCountry | undefined {
  return code ? PHONE_COUNTRIES.find((c) => c.country_code === code) : undefined;
}

/** A country's name in a locale (Intl), falling back to the English name. */
export function countryName(code: string, locale: string, fallback?: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
}
