/**
 * The §5 rule of a server-described registration field: core's `fieldRule` for the generic
 * kinds, with the extras this form knows — the password rule, the date bounds, the CPF check
 * and the phone mask of the selected country.
 */
import type { contract } from '@croupier/core';
import {
  cpfRule,
  dateRule,
  fieldRule,
  passwordRule,
  phoneRule,
  type PhoneMask,
  type Rule,
} from '@croupier/core/validation';

type PersonalDataField = contract.account.PersonalDataField;

/** The rule a field's value must pass; `phoneMask` is the selected phone country's mask. */
export function personalFieldRule(
  field: Pick<PersonalDataField, 'name' | 'type' | 'required' | 'regex' | 'mask' | 'min' | 'max'>,
  phoneMask?: PhoneMask | null,
): Rule<string> {
  const required = field.required;
  switch (field.type) {
    case 'password':
      return (value) => passwordRule(value);
    case 'date':
      return (value) => dateRule(value, { required, min: field.min, max: field.max });
    case 'cpf':
      return (value) => cpfRule(value, { required });
    case 'phone':
      return (value) => phoneRule(value, { required, mask: phoneMask ?? field.mask ?? null });
    default:
      return fieldRule({ type: field.type, required, regex: field.regex ?? null });
  }
}
