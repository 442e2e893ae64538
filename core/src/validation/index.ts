/** Validation rules of spec §5: pure rules returning message keys, plus zod/mini bridges. */
export { ADDRESS_FORBIDDEN, addressRule, addressSchema } from './address.ts';
export {
  CARD_HOLDER_PATTERN,
  cardHolderRule,
  cardNumberRule,
  luhnValid,
  MASKED_CARD_PATTERN,
} from './card.ts';
export { requiredCheckboxRule, termsRule } from './checkbox.ts';
export type { TermsRuleOptions } from './checkbox.ts';
export {
  confirmationCodeRule,
  confirmationCodeSchema,
  filterCodeInput,
  twoFactorCodeRule,
  twoFactorCodeSchema,
} from './code.ts';
export { cpfRule, isValidCpf } from './cpf.ts';
export { DATE_INPUT_CHARS, dateRule, dateSchema, filterDateInput, parseDate } from './date.ts';
export type { DateBound, DateRuleOptions } from './date.ts';
export { EMAIL_PATTERN, emailRule, emailSchema } from './email.ts';
export { FAKENAME_PATTERN, fakenameRule, fakenameSchema } from './fakename.ts';
export { customRule, fieldRule } from './field-rule.ts';
export type { CustomRuleOptions, FieldRuleSpec } from './field-rule.ts';
export { formFields } from './field-set.ts';
export type { FormFieldsOptions, LoginType, PersonalField } from './field-set.ts';
export { ibanRule, normalizeIban } from './iban.ts';
export { maxLengthRule, minLengthRule, sameAsRule } from './length.ts';
export { DEFAULT_MESSAGES, FORM_MESSAGES, formatMessage, interpolate } from './messages.ts';
export type { MessageKey, MessageOverrides, MessageVariant } from './messages.ts';
export {
  letterNameRule,
  NAME_FORBIDDEN,
  NAME_LETTERS,
  NAME_NO_SPACE_FORBIDDEN,
  nameRule,
  nameSchema,
  noSpaceNameRule,
} from './name.ts';
export {
  forbiddenPasswordChars,
  PASSWORD_ALLOWED_CHAR,
  passwordLengthRule,
  passwordRule,
  passwordSchema,
} from './password.ts';
export type { PasswordRuleOptions } from './password.ts';
export { applyMask, maskList, maskPhone, matchesMask } from './phone-mask.ts';
export type { MaskResult, PhoneMask } from './phone-mask.ts';
export { parsePastedPhone } from './phone-paste.ts';
export type { PastedPhone, PhoneCountryOption } from './phone-paste.ts';
export { phoneRule, phoneSchema, stripLeadingPlus } from './phone.ts';
export type { PhoneRuleOptions } from './phone.ts';
export { POSTCODE_DEFAULT, postcodeRule } from './postcode.ts';
export type { PostcodeRuleOptions } from './postcode.ts';
export {
  createPromoCodeChecker,
  normalizePromoCode,
  promoCodeRule,
  registrationPromoCodeRule,
} from './promo-code.ts';
export type {
  PromoCodeChecker,
  PromoCodeCheckerOptions,
  PromoCodeState,
  Timers,
} from './promo-code.ts';
export { emptyOutcome, isEmpty, requiredRule, sexRule, textRule } from './required.ts';
export type { PresenceOptions, TextRuleOptions } from './required.ts';
export { refineWith, ruleSchema } from './rule-schema.ts';
export { stripEmoji } from './strip-emoji.ts';
export {
  depositAmountRule,
  depositAmountSchema,
  maxValueRule,
  minValueRule,
  multipleOfRule,
  sumRule,
  sumSchema,
} from './sum.ts';
export type { AmountBounds, DepositAmountOptions } from './sum.ts';
export { firstIssue, issue } from './validation-issue.ts';
export type { Rule, ValidationIssue } from './validation-issue.ts';
export { afterInput, afterSubmit } from './validation-timing.ts';
export type { FieldValidationState, ValidationTiming } from './validation-timing.ts';
export { paramReason } from './param-reason.ts';
export {
  isReasonCode,
  issueReason,
  reasonDefaultText,
  reasonParams,
  sentReasonParams,
  SERVER_REASONS,
} from './reason-code.ts';
export type { ReasonCode, ReasonParams, ServerReason } from './reason-code.ts';
