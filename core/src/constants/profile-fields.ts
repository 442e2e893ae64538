/**
 * The profile fields a player can save (§7 account.saveProfileInfo's params), declared once:
 * the server's registration and profile code and the web's social registration read this list,
 * and a contract test holds it equal to saveProfileInfo's params. A constant, not a schema
 * export, so reading it does not bring the schema library into a client chunk.
 */
export const PROFILE_FIELD_NAMES = [
  'first_name',
  'middle_name',
  'last_name',
  'sex',
  'birth_date',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
  'document_type',
  'document_number',
] as const;

/** One of the profile fields. */
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

/** True for a name saveProfileInfo takes. */
export function isProfileFieldName(name: string): name is ProfileFieldName {
  return (PROFILE_FIELD_NAMES as readonly string[]).includes(name);
}
