/**
 * Identity field checks of a form registration with core's §5 rules, so the server refuses
 * exactly what the client's form refuses, for the same reasons. They run on the raw form
 * data, before the contract's own schema, so a bad e-mail answers `wrongEmailAddress` rather
 * than a schema's reason.
 */
import { emailRule, isEmpty, passwordRule, phoneRule } from '@croupier/core/validation';
import type { FieldReason } from '../http/refuse-fields.ts';

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * `{field: reason}` for the identity fields of a form registration (login, e-mail, phone,
 * password) that break a §5 rule; empty when all pass. Personal fields are checked after the
 * contract, per country, with the profile's own rules (register.ts).
 */
export function registrationFieldErrors(
  input: Record<string, unknown>,
): Record<string, FieldReason> {
  const errors: Record<string, FieldReason> = {};
  const login = stringOf(input.login);
  const email = stringOf(input.email);
  const phone = stringOf(input.phone);
  const password = stringOf(input.password) ?? '';

  if (isEmpty(login) && isEmpty(email) && isEmpty(phone)) {
    errors.login = 'requiredField';
  }
  if (email !== undefined) {
    const issue = emailRule(email, { required: isEmpty(login) && isEmpty(phone) });
    if (issue) errors.email = issue;
  }
  if (phone !== undefined) {
    const issue = phoneRule(phone, { required: isEmpty(login) && isEmpty(email) });
    if (issue) errors.phone = issue;
  }
  const passwordIssue = passwordRule(password);
  if (passwordIssue) errors.password = passwordIssue;

  return errors;
}
