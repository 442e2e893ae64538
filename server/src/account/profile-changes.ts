/**
 * saveProfileInfo's rules: each given field is checked with core's §5 rule for its kind,
 * against the country the profile will have after the save (its region list, postcode
 * format and document type). Changing the country clears a region or document the new
 * country does not offer. Errors come back per field as §5 rule issues or reason codes.
 */
import type { ProfileFieldName } from '@croupier/core/constants';
import type { ParamsOut } from '@croupier/core/contract';
import type { account } from '@croupier/core/contract';
import {
  addressRule,
  cpfRule,
  dateRule,
  nameRule,
  postcodeRule,
  textRule,
} from '@croupier/core/validation';
import type { FieldReason } from '../http/refuse-fields.ts';
import {
  documentTypes,
  EARLIEST_BIRTH_DATE,
  isSupportedCountry,
  latestBirthDate,
  postcodePattern,
  requiredProfileFields,
} from './personal-data-fields.ts';
import { countryName } from './phone-countries.ts';
import { REGIONS } from './regions.ts';

/** The stored profile: `users.profile` plus the country column. */
export type StoredProfile = Partial<Record<Exclude<ProfileFieldName, 'sex'>, string | null>> & {
  sex?: number;
  country?: string | null;
};

/** saveProfileInfo's validated parameters. */
export type ProfileParams = ParamsOut<typeof account.saveProfileInfo>;

/** The outcome of checking a save: the merged profile, or errors per field. */
export type ProfileChangeResult =
  | { ok: true; profile: StoredProfile; countryCode: string | null; complete: boolean }
  | { ok: false; errors: Record<string, FieldReason> };

const isoToDisplay = (iso: string) => iso.split('-').reverse().join('.');

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Merges `params` into `current` (country in `currentCountry`) after checking every field. */
export function applyProfileChanges(
  current: StoredProfile,
  currentCountry: string | null,
  params: ProfileParams,
  today: Date = new Date(),
): ProfileChangeResult {
  const errors: Record<string, FieldReason> = {};
  const country = params.country_code ?? currentCountry;
  const required = new Set<string>(country ? requiredProfileFields(country) : []);
  const next: StoredProfile = { ...current };
  const presence = (name: string) => ({ required: required.has(name) });

  if (params.country_code !== undefined && !isSupportedCountry(params.country_code)) {
    errors.country_code = 'wrongField';
  }

  for (const name of ['first_name', 'middle_name', 'last_name'] as const) {
    const value = params[name];
    if (value === undefined) continue;
    const error = nameRule(value, presence(name));
    if (error) errors[name] = error;
    else next[name] = value.trim() || null;
  }

  if (params.birth_date !== undefined) {
    const error = dateRule(isoToDisplay(params.birth_date), {
      min: isoToDisplay(EARLIEST_BIRTH_DATE),
      max: isoToDisplay(latestBirthDate(today)),
    });
    if (error) errors.birth_date = error;
    else next.birth_date = params.birth_date;
  }

  if (params.sex !== undefined) next.sex = params.sex;

  for (const name of ['home_town', 'address'] as const) {
    const value = params[name];
    if (value === undefined) continue;
    const error = addressRule(value, presence(name));
    if (error) errors[name] = error;
    else next[name] = value.trim() || null;
  }

  if (params.postcode !== undefined) {
    const pattern = postcodePattern(country);
    const error = postcodeRule(params.postcode, {
      ...presence('postcode'),
      ...(pattern ? { regex: pattern } : {}),
    });
    if (error) errors.postcode = error;
    else next.postcode = params.postcode.trim() || null;
  }

  const regions = country ? REGIONS[country] : undefined;
  if (params.region !== undefined) {
    const value = params.region.trim();
    const error =
      value === ''
        ? textRule(value, presence('region'))
        : regions
          ? regions.some((r) => r.value === value)
            ? null
            : 'wrongField'
          : addressRule(value);
    if (error) errors.region = error;
    else next.region = value || null;
  } else if (params.country_code !== undefined && next.region) {
    // A region of the old country means nothing in the new one.
    if (!regions?.some((r) => r.value === next.region)) next.region = null;
  }

  const types = documentTypes(country);
  if (params.document_type !== undefined) {
    const value = params.document_type.trim();
    if (value === '') {
      const error = textRule(value, presence('document_type'));
      if (error) errors.document_type = error;
      else next.document_type = null;
    } else if (!types.includes(value)) {
      errors.document_type = 'wrongField';
    } else {
      next.document_type = value;
    }
  } else if (params.country_code !== undefined && next.document_type) {
    if (!types.includes(next.document_type)) {
      next.document_type = null;
      next.document_number = null;
    }
  }

  if (params.document_number !== undefined) {
    const value = params.document_number.trim();
    const type = next.document_type ?? null;
    const error =
      type === 'cpf'
        ? cpfRule(value, presence('document_number'))
        : textRule(value, presence('document_number'));
    if (error) errors.document_number = error;
    else next.document_number = type === 'cpf' ? value.replace(/\D/g, '') || null : value || null;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  if (params.country_code !== undefined) {
    next.country = countryName(params.country_code, 'en');
  }
  const complete =
    country !== null &&
    [...required].every((name) =>
      name === 'country_code' ? true : !blank(next[name as keyof StoredProfile]),
    );
  return { ok: true, profile: next, countryCode: country, complete };
}
