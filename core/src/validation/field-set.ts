/** Which personal data fields a form shows (§5): fast registration and the login type. */

/** A field as getPersonalDataFields lists it. */
export interface PersonalField {
  name: string;
  type: string;
  required: boolean;
}

/** The login identifier chosen in the form (§3 auth types). */
export type LoginType = 'email' | 'phone';

/** Options of `formFields`. */
export interface FormFieldsOptions {
  /** Fast registration (§5): only required fields are shown. */
  fast?: boolean;
  /** The selected login type; the other contact field is excluded (§5). */
  loginType?: LoginType;
  /**
   * The operator's choice of personal fields (CMS `registration.personalFields`): only these
   * besides the login and password; absent, all of them.
   */
  only?: readonly string[];
}

const isEmailField = (f: PersonalField) => f.type === 'email' || f.name === 'email';
const isPhoneField = (f: PersonalField) =>
  f.type === 'phone' || f.name === 'phone' || f.name === 'mobile';
const isCredential = (f: PersonalField) =>
  isEmailField(f) || isPhoneField(f) || f.type === 'password' || f.name === 'password';

/** The fields to render, in server order: non-required ones hidden in fast registration,
 * email or phone dropped when the other login type is selected, and personal fields the
 * operator does not ask for at sign-up left out. */
export function formFields<F extends PersonalField>(
  fields: readonly F[],
  options: FormFieldsOptions = {},
): F[] {
  return fields.filter((f) => {
    if (options.fast && !f.required) return false;
    if (options.loginType === 'email' && isPhoneField(f)) return false;
    if (options.loginType === 'phone' && isEmailField(f)) return false;
    if (options.only && !isCredential(f) && !options.only.includes(f.name)) return false;
    return true;
  });
}
