/**
 * account — the signed-in player's account, profile, contacts, security and limits (spec §3,
 * §7). Decisions where the spec says "not shown":
 * - Guests may call getInfo: they get uid 0 (§4 "authenticated when uid > 0"), an empty login,
 *   null reg_time/country and zero balances in the default currency.
 * - Dates without a time (birth_date) travel as ISO `YYYY-MM-DD`; the dd.mm.yyyy of §9 is a
 *   display format. Sex is 0 not set, 1 male, 2 female.
 * - `phone_country_code` is the ISO country of a phone number (not its dialling code): several
 *   countries share +1 or +7, and the country picks the mask.
 * - Two-factor: changeTwoFactorAuth `enable=1` answers a TOTP secret and an otpauth URI (shown
 *   as a QR code); nothing changes until confirmTwoFactorAuth receives a valid 6-digit code.
 *   `enable=0` needs a current code, so a stolen session cannot switch two-factor off.
 * - Contact codes: sendconfirmationtocontact sends a 6-digit code (e-mail links carry the same
 *   code); confirmContact checks it. Repeats too soon answer TooManyRequestsException with
 *   resend_time.
 * - unsubscribe works without a session when given the token from a mailing's link.
 * - Deposit limit amounts are null while the period is 'none'. Setting a limit is not among
 *   §7's calls, so `can_edit` only says whether the player may ask support to change it.
 * - getToken answers a short-lived token for the live balance socket and game frames, with
 *   its lifetime in seconds (relative, so client clock skew does not matter).
 * - Field primitives several groups share (isoDate, emailAddress, phoneNumber, password,
 *   confirmationCode, sysname) live here until common.ts takes them.
 * Long on purpose: one contract file per API group (like §7), its schemas and decisions together.
 */
import * as z from 'zod/mini';
import {
  countryCode,
  currencyCode,
  isoDateTime,
  localeCode,
  money,
  moneyAmount,
  isoDate,
  password,
  confirmationCode,
} from './common.ts';
import { defineMethod } from './define.ts';
import { bool, int, list, none, one } from './wire.ts';

// ---- field primitives -------------------------------------------------------------------

/** A nickname: at least 4 characters, no spaces, commas or special characters (§5). */
export const fakename = z.string().check(z.regex(/^[\p{L}\p{N}_.-]{4,32}$/u));

/** How a contact is reached. */
export const contactType = z.enum(['email', 'phone']);
export type ContactType = z.output<typeof contactType>;

// ---- entities ---------------------------------------------------------------------------

/** The four balances of §1/§3, each an amount with its currency. */
export const balance = z.object({
  balance_main: money,
  balance_bonus: money,
  balance_betting_bonus: money,
  balance_fun: money,
});
export type Balance = z.output<typeof balance>;

/** Account info (§3); a guest gets uid 0. */
export const accountInfo = z.object({
  uid: z.number().check(z.int(), z.minimum(0)),
  reg_time: z.nullable(isoDateTime),
  login: z.string(),
  fakename: z.nullable(z.string()),
  is_subscribed: z.boolean(),
  ...balance.shape,
  is_on_verification: z.boolean(),
  is_verified: z.boolean(),
  is_kyc_block_enabled: z.boolean(),
  is_registration_completed: z.boolean(),
  country_code: z.nullable(countryCode),
  locale: localeCode,
  two_factor_auth: z.boolean(),
});
export type AccountInfo = z.output<typeof accountInfo>;

/** An e-mail or phone contact of the player (§3); phones also carry their country. */
export const contact = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('email'),
    contact: z.string(),
    is_confirmed: z.boolean(),
    is_subscribed: z.boolean(),
  }),
  z.object({
    type: z.literal('phone'),
    contact: z.string(),
    is_confirmed: z.boolean(),
    is_subscribed: z.boolean(),
    phone_country_code: z.nullable(countryCode),
  }),
]);
export type Contact = z.output<typeof contact>;

/** Identity document; only type cpf is used (§3). */
export const profileDocument = z.object({ type: z.string(), number: z.string() });
export type ProfileDocument = z.output<typeof profileDocument>;

/** Sex: 0 not set (default), 1 male, 2 female. */
export const sex = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The player's profile (§3); `contacts` and `document` only when asked for in `fields`. */
export const profile = z.object({
  first_name: z.nullable(z.string()),
  middle_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  sex,
  birth_date: z.nullable(isoDate),
  country: z.nullable(z.string()),
  country_code: z.nullable(countryCode),
  region: z.nullable(z.string()),
  home_town: z.nullable(z.string()),
  address: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  login: z.string(),
  currency: currencyCode,
  phone_country_code: z.nullable(countryCode),
  fakename: z.nullable(z.string()),
  document_type: z.nullable(z.string()),
  document_number: z.nullable(z.string()),
  document: z.optional(z.nullable(profileDocument)),
  contacts: z.optional(z.array(contact)),
});
export type Profile = z.output<typeof profile>;

/** Extra blocks getprofileinfo can include. */
export const PROFILE_BLOCKS = ['contacts', 'document'] as const;

/** A country a phone number may belong to, with its input mask (§3, §5 mask tokens). */
export const phoneCountryOption = z.object({
  country_code: countryCode,
  /** Dialling code without the plus, e.g. "55". */
  phone_code: z.string().check(z.regex(/^\d{1,4}$/)),
  name: z.string(),
  /** One mask or several lengths, e.g. "(99) 00000-0000". */
  mask: z.union([z.string(), z.array(z.string())]),
});
export type PhoneCountryOption = z.output<typeof phoneCountryOption>;

/** The phone countries offered and the one to preselect (by geo-IP or the profile). */
export const contactPhoneSettings = z.object({
  countries: z.array(phoneCountryOption),
  default_country_code: z.nullable(countryCode),
});
export type ContactPhoneSettings = z.output<typeof contactPhoneSettings>;

/** Kinds of personal data fields and the §5 rule each uses. */
export const PERSONAL_FIELD_TYPES = [
  'login',
  'email',
  'phone',
  'password',
  'text',
  'name',
  'address',
  'date',
  'sex',
  'postcode',
  'documentType',
  'documentNumber',
  'cpf',
  'custom',
] as const;
export const personalFieldType = z.enum(PERSONAL_FIELD_TYPES);
export type PersonalFieldType = z.output<typeof personalFieldType>;

/** A choice of a select field (regions, document types, sexes). */
export const fieldOption = z.object({ value: z.string(), label: z.string() });
export type FieldOption = z.output<typeof fieldOption>;

/**
 * One field of the registration/profile form, as the server lists it for a country (§2.3
 * "Registration fields come from a server-supplied list"). The region field's options are
 * the regions of the asked country.
 */
export const personalDataField = z.object({
  name: z.string(),
  type: personalFieldType,
  required: z.boolean(),
  /** i18n key or text of the label; the client falls back to `name`. */
  label: z.optional(z.string()),
  options: z.optional(z.array(fieldOption)),
  /** Source of a JavaScript regular expression the value must match (custom, postcode). */
  regex: z.optional(z.string()),
  mask: z.optional(z.union([z.string(), z.array(z.string())])),
  /** Bounds of a date field, ISO `YYYY-MM-DD`. */
  min: z.optional(isoDate),
  max: z.optional(isoDate),
});
export type PersonalDataField = z.output<typeof personalDataField>;

/** Deposit limit periods: none, or 1, 7, 14, 30 days (§3, §9). */
export const depositLimitPeriod = z.union([z.literal('none'), z.literal([1, 7, 14, 30])]);
export type DepositLimitPeriodValue = z.output<typeof depositLimitPeriod>;

/** The player's deposit limit (§3); amounts are null while the period is 'none'. */
export const depositLimit = z.object({
  period: depositLimitPeriod,
  limit_amount: z.nullable(moneyAmount),
  available_amount: z.nullable(moneyAmount),
  currency: currencyCode,
  expired_at: z.nullable(isoDateTime),
  can_edit: z.boolean(),
});
export type DepositLimit = z.output<typeof depositLimit>;

/** Exchange rates: units of each currency per one unit of `base`. */
export const currencyRates = z.object({
  base: currencyCode,
  rates: z.record(currencyCode, z.number().check(z.positive())),
});
export type CurrencyRates = z.output<typeof currencyRates>;

/** A short-lived token for the live balance socket and game frames. */
export const accessToken = z.object({
  token: z.string().check(z.minLength(1)),
  expires_in: z.number().check(z.int(), z.positive()),
});
export type AccessToken = z.output<typeof accessToken>;

/** The two-factor state changeTwoFactorAuth moves to. */
export const twoFactorChange = z.discriminatedUnion('status', [
  /** Enabling: show the secret as a QR code; confirmTwoFactorAuth activates it. */
  z.object({
    status: z.literal('pending_confirmation'),
    secret: z.string().check(z.regex(/^[A-Z2-7]+=*$/)),
    otpauth_uri: z.string().check(z.regex(/^otpauth:\/\/totp\//)),
  }),
  z.object({ status: z.literal('disabled') }),
]);
export type TwoFactorChange = z.output<typeof twoFactorChange>;

// ---- methods ----------------------------------------------------------------------------

export const addcontact = defineMethod({
  group: 'account',
  name: 'addcontact',
  verb: 'POST',
  access: 'user',
  params: z.object({
    type: contactType,
    contact: z.string().check(z.minLength(1), z.maxLength(254)),
    phone_country_code: z.optional(countryCode),
  }),
  result: one(),
  doc: 'Adds or replaces the e-mail or phone contact (unconfirmed until confirmContact).',
});

export const changefakename = defineMethod({
  group: 'account',
  name: 'changefakename',
  verb: 'POST',
  access: 'user',
  params: z.object({ fakename }),
  result: one(),
  doc: 'Sets the nickname shown in leaderboards and winners.',
});

export const changelocale = defineMethod({
  group: 'account',
  name: 'changelocale',
  verb: 'POST',
  access: 'user',
  params: z.object({ locale: localeCode }),
  result: one(),
  doc: "Stores the player's language for mails and the next sign-in.",
});

export const changepassword = defineMethod({
  group: 'account',
  name: 'changepassword',
  verb: 'POST',
  access: 'user',
  params: z.object({ old_password: z.string().check(z.minLength(1)), new_password: password }),
  result: one(),
  doc: 'Changes the password after checking the current one; other sessions are ended.',
});

export const changeSubscription = defineMethod({
  group: 'account',
  name: 'changeSubscription',
  verb: 'POST',
  access: 'user',
  params: z.object({ is_subscribed: bool(), type: z.optional(contactType) }),
  result: one(),
  doc: 'Turns mailings on or off for one contact type, or for all when type is omitted.',
});

export const changeTwoFactorAuth = defineMethod({
  group: 'account',
  name: 'changeTwoFactorAuth',
  verb: 'POST',
  access: 'user',
  params: z.object({ enable: bool(), code: z.optional(confirmationCode) }).check(
    z.refine((p) => p.enable || p.code !== undefined, {
      message: 'code is required to disable two_factor_auth',
      path: ['code'],
    }),
  ),
  result: twoFactorChange,
  doc: 'Starts enabling two-factor (answers the TOTP secret) or disables it with a current code.',
});

export const confirmContact = defineMethod({
  group: 'account',
  name: 'confirmContact',
  verb: 'POST',
  access: 'user',
  params: z.object({ type: contactType, code: confirmationCode }),
  result: one(),
  doc: 'Confirms the e-mail or phone with the 6-digit code sent to it.',
});

export const confirmTwoFactorAuth = defineMethod({
  group: 'account',
  name: 'confirmTwoFactorAuth',
  verb: 'POST',
  access: 'user',
  params: z.object({ code: confirmationCode }),
  result: one(),
  doc: 'Activates two-factor with a code from the authenticator app.',
});

export const saveProfileInfo = defineMethod({
  group: 'account',
  name: 'saveProfileInfo',
  verb: 'POST',
  access: 'user',
  params: z.object({
    first_name: z.optional(z.string().check(z.maxLength(100))),
    middle_name: z.optional(z.string().check(z.maxLength(100))),
    last_name: z.optional(z.string().check(z.maxLength(100))),
    sex: z.optional(z.pipe(int(), sex)),
    birth_date: z.optional(isoDate),
    country_code: z.optional(countryCode),
    region: z.optional(z.string().check(z.maxLength(100))),
    home_town: z.optional(z.string().check(z.maxLength(100))),
    address: z.optional(z.string().check(z.maxLength(255))),
    postcode: z.optional(z.string().check(z.maxLength(16))),
    document_type: z.optional(z.string().check(z.maxLength(32))),
    document_number: z.optional(z.string().check(z.maxLength(64))),
  }),
  result: one(),
  doc: 'Saves the given profile fields; omitted fields keep their value.',
});

export const sendconfirmationtocontact = defineMethod({
  group: 'account',
  name: 'sendconfirmationtocontact',
  verb: 'POST',
  access: 'user',
  params: z.object({ type: contactType }),
  result: one(),
  doc: 'Sends a confirmation code to the e-mail or phone.',
});

export const setUserOnVerification = defineMethod({
  group: 'account',
  name: 'setUserOnVerification',
  verb: 'POST',
  access: 'user',
  params: none(),
  result: one(),
  doc: 'Marks the player as waiting for identity verification (after the verifier flow).',
});

export const setCurrency = defineMethod({
  group: 'account',
  name: 'setCurrency',
  verb: 'POST',
  access: 'user',
  params: z.object({ currency: currencyCode }),
  result: one(),
  doc: 'Chooses the account currency; refused once money has moved.',
});

export const unsubscribe = defineMethod({
  group: 'account',
  name: 'unsubscribe',
  verb: 'POST',
  access: 'any',
  params: z.object({
    token: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    type: z.optional(contactType),
  }),
  result: one(),
  doc: "Stops mailings: by the mailing link's token, or for the signed-in player.",
});

export const getContactPhoneSettings = defineMethod({
  group: 'account',
  name: 'getContactPhoneSettings',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: contactPhoneSettings,
  doc: 'Phone countries with dialling codes and masks, and the one to preselect.',
});

export const getcurrencyrates = defineMethod({
  group: 'account',
  name: 'getcurrencyrates',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: currencyRates,
  doc: 'Exchange rates between the available currencies.',
});

export const getDepositLimit = defineMethod({
  group: 'account',
  name: 'getDepositLimit',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: depositLimit,
  doc: "The player's deposit limit and what is left of it in the current period.",
});

export const getInfo = defineMethod({
  group: 'account',
  name: 'getInfo',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: accountInfo,
  doc: 'Account info and balances; uid 0 for a guest.',
});

export const getToken = defineMethod({
  group: 'account',
  name: 'getToken',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: accessToken,
  doc: 'A short-lived token for the live balance socket and game frames.',
});

export const getBalance = defineMethod({
  group: 'account',
  name: 'getBalance',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: balance,
  doc: 'The four balances, for polling between socket updates.',
});

export const getPersonalDataFields = defineMethod({
  group: 'account',
  name: 'getPersonalDataFields',
  verb: 'GET',
  access: 'any',
  params: z.object({ country: z.optional(countryCode) }),
  result: z.array(personalDataField),
  doc: "Registration/profile fields for a country (the visitor's by geo-IP when omitted).",
});

export const getprofileinfo = defineMethod({
  group: 'account',
  name: 'getprofileinfo',
  verb: 'GET',
  access: 'user',
  params: z.object({
    fields: z.optional(z.pipe(list(), z.array(z.enum(PROFILE_BLOCKS)))),
  }),
  result: profile,
  doc: 'The profile, with contacts and document when asked for in fields.',
});

// ---- responsible gaming (documented extensions, issue 18) --------------------------------

export * from './responsible-gaming.ts';
