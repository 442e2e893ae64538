/**
 * Validation message keys and default texts of spec §5. Both placeholder styles occur in the
 * defaults — `$$min$$` and `{min}` — and the content system may override any text per key.
 */

/** Default texts, keyed by message key (§5 last bullet, plus defaults for the other rules). */
export const DEFAULT_MESSAGES = {
  required: 'Field is required',
  email: 'Wrong email address',
  minLength: 'Min length is $$min$$',
  maxLength: 'Max length is $$max$$',
  phone: 'Wrong phone number',
  fakename: 'Wrong fake name',
  password: 'Wrong password',
  name: 'Wrong symbols in name',
  address: 'Wrong address',
  iban: 'Wrong iban',
  minValue: 'Min value is $$min$$',
  maxValue: 'Max value is $$max$$',
  date: 'Wrong date',
  sameAs: 'The value must be equal to the {name} value',
  regex: 'Wrong format',
  cardNumber: 'Wrong card number',
  cardHolder: 'Wrong card holder name',
  cpf: 'Wrong CPF',
  multipleOf: 'Value is not multiple of {value}',
  requiredField: 'Field is required',
  wrongField: 'Wrong value',
  sumError: 'Amount must be between {min} and {max}',
  insertPhoneNumber: 'Enter your phone number',
  wrongPhoneFormat: 'Wrong phone number format',
  insertEmailAddress: 'Enter your email address',
  wrongEmailAddress: 'Wrong email address',
  insertPassword: 'Enter your password',
  shortPassword: 'Password must be at least {min} characters long',
  passwordSymbols: 'Password contains characters that are not allowed: {symbols}',
  passwordsNotEqual: 'Passwords do not match',
  uncheckedCheckbox: 'Please tick this box to continue',
  minCountSymbolsFakename: 'Nickname must be at least {min} characters long',
  specialSymbolsFakename: 'Nickname must not contain spaces, commas or special characters',
  wrongCode: 'The code must contain {length} digits',
  smsCodeError: 'Wrong SMS code',
  wrongPromoCode: 'Promo code is not valid',
} as const;

/** A validation message key. */
export type MessageKey = keyof typeof DEFAULT_MESSAGES;

/** Which default wording to use: the base texts or the form library's variants (§5). */
export type MessageVariant = 'default' | 'form';

/** The form variants of §5 ("Value is required" …); keys not listed use the default text. */
export const FORM_MESSAGES: Partial<Record<MessageKey, string>> = {
  required: 'Value is required',
  requiredField: 'Value is required',
  email: 'Value is not a valid email address',
  minLength: 'This field should be at least {min} characters long',
  maxLength: 'The maximum length allowed is {max}',
};

/** Texts from the content system, keyed by message key; they win over the defaults. */
export type MessageOverrides = Readonly<Record<string, string | undefined>>;

const PLACEHOLDER = /\$\$(\w+)\$\$|\{(\w+)\}/g;

/** Replaces `$$name$$` and `{name}` with params; unknown placeholders stay visible. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(PLACEHOLDER, (whole, dollar?: string, brace?: string) => {
    const value = params[(dollar ?? brace)!];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The text for a message key: a non-empty content-system override first, then the variant's
 * default, then the base default; an unknown key is returned as is so it shows up in QA.
 */
export function formatMessage(
  key: string,
  params?: Record<string, string | number>,
  overrides?: MessageOverrides,
  variant: MessageVariant = 'default',
): string {
  const override = overrides?.[key];
  const text =
    (override ? override : undefined) ??
    (variant === 'form' ? FORM_MESSAGES[key as MessageKey] : undefined) ??
    (DEFAULT_MESSAGES as Record<string, string>)[key] ??
    key;
  return interpolate(text, params);
}
