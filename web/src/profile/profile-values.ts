/**
 * The personal-details form and its save (§3 Profile, §7 saveProfileInfo): the profile's
 * values as the form shows them (dates as dd.mm.yyyy, §9) and back as the call's params.
 */
import type { contract } from '@croupier/core';
import { isProfileFieldName, PROFILE_FIELD_NAMES } from '@croupier/core/constants';
import { displayDateOf, isoDateOf } from './form-date.ts';

type Profile = contract.account.Profile;
type PersonalDataField = contract.account.PersonalDataField;

/** The form's values: every field as text. */
export type ProfileFormValues = Record<string, string>;

/** The server's fields the personal-details form shows (contacts and password live elsewhere). */
export function profileFormFields(
  fields: readonly PersonalDataField[],
): readonly PersonalDataField[] {
  return fields.filter((f) => isProfileFieldName(f.name));
}

/** The form's starting values from the stored profile. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const name of PROFILE_FIELD_NAMES) {
    const value = profile[name];
    if (name === 'sex') values.sex = value ? String(value) : '';
    else if (name === 'birth_date') values.birth_date = value ? displayDateOf(String(value)) : '';
    else values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * saveProfileInfo's params from the form: every shown field, so a cleared optional field is
 * cleared on the server too ("omitted fields keep their value"); an unset sex and an empty
 * date are left out (they have no empty value on the wire).
 */
export function profileSavePayload(
  values: ProfileFormValues,
  fields: readonly Pick<PersonalDataField, 'name' | 'type'>[],
): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  for (const field of fields) {
    if (!isProfileFieldName(field.name)) continue;
    const value = (values[field.name] ?? '').trim();
    if (field.type === 'sex' || field.name === 'sex') {
      if (value === '1' || value === '2') payload.sex = Number(value);
      continue;
    }
    if (field.type === 'date') {
      if (value !== '') payload[field.name] = isoDateOf(value);
      continue;
    }
    payload[field.name] = value;
  }
  return payload;
}
