/**
 * auth — sign-in, registration, password recovery and sign-out (spec §3, §4, §7, §8; DESIGN §3).
 *
 * Two-factor (§4, §8): when the account has two-factor on and `code` is missing or wrong,
 * login answers AuthorizationException with message 'two_factor_auth is enable' (or 'Resend
 * time is N') and `resend_time` in seconds. The client keeps login and password, shows the
 * twofa step and resubmits with `code`; a resubmit without a code asks for a new one.
 *
 * Sessions (DESIGN §3): web and webview get the `__Host-sid` cookie, renewed after login and
 * after the two-factor step; the result then carries only `uid`. Telegram sign-in (`is_tg=1`
 * with the raw, unmodified init data in `payload`) also answers a bearer `token`, because the
 * Mini App runs in a cross-site frame where Lax cookies are never sent. The server trusts only
 * the validated `payload`; the messenger fields beside it in register are informative.
 *
 * Decisions where the spec says "not shown":
 * - restore takes an e-mail or a phone. Without `code` it sends a 6-digit code and answers 1
 *   whether or not an account exists (no account probing); with `code` and `password` it sets
 *   the new password and ends the account's other sessions.
 * - register: `login` falls back to email, then phone (§3); currency defaults to the general
 *   info default; `auth_type` fast lets the server skip non-required fields (§5).
 * - logout is a GET (§7). It ends the session on the server; the client marker header that
 *   every /api call needs keeps a cross-site <img> from logging a player out.
 */
import * as z from 'zod/mini';
import {
  confirmationCode,
  countryCode,
  currencyCode,
  emailAddress,
  isoDate,
  localeCode,
  password,
  phoneNumber,
} from './common.ts';
import { sex } from './account.ts';
import { defineMethod } from './define.ts';
import { bool, int, none, one } from './wire.ts';

/** Raw Telegram Mini App init data, sent exactly as Telegram gave it. */
export const telegramInitData = z.string().check(z.minLength(1), z.maxLength(4096));

/** Signing in with a login (e-mail, phone or login name) and password, plus a 2FA code. */
export const passwordLogin = z.object({
  login: z.string().check(z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  code: z.optional(confirmationCode),
});

/** Signing in from the Telegram Mini App. */
export const telegramLogin = z.object({ is_tg: z.literal('1'), payload: telegramInitData });

/** Login params: Telegram when `is_tg` is '1', otherwise login and password. */
export const loginParams = z.union([telegramLogin, passwordLogin]);
export type LoginParams = z.input<typeof loginParams>;

/** What login and register answer: the player id, and a bearer token for Telegram sessions. */
export const authResult = z.object({
  uid: z.number().check(z.int(), z.positive()),
  token: z.optional(z.string().check(z.minLength(1))),
});
export type AuthResult = z.output<typeof authResult>;

/** Recovery by e-mail or phone; `code` and `password` together complete it. */
export const restoreParams = z
  .object({
    email: z.optional(emailAddress),
    phone: z.optional(phoneNumber),
    code: z.optional(confirmationCode),
    password: z.optional(password),
  })
  .check(
    z.refine((p) => (p.email === undefined) !== (p.phone === undefined), {
      message: 'Give either email or phone',
      path: ['email'],
    }),
    z.refine((p) => (p.code === undefined) === (p.password === undefined), {
      message: 'code and password go together',
      path: ['password'],
    }),
  );
export type RestoreParams = z.input<typeof restoreParams>;

const shortText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** Fields every registration may carry, whichever way the player signs up (§3). */
const registrationCommon = {
  currency: z.optional(currencyCode),
  locale: z.optional(localeCode),
  /** Mailing consent, '1' or '0'. */
  notify: z.optional(bool()),
  /** The betting/casino mark: '1' when betting was chosen. */
  is_betting: z.optional(bool()),
  character_id: z.optional(int()),
  promo_code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  country_code: z.optional(countryCode),
  region: shortText(100),
  phone_country_code: z.optional(countryCode),
  first_name: shortText(100),
  middle_name: shortText(100),
  last_name: shortText(100),
  birth_date: z.optional(isoDate),
  sex: z.optional(z.pipe(int(), sex)),
  home_town: shortText(100),
  address: shortText(255),
  postcode: shortText(16),
  document_type: shortText(32),
  document_number: shortText(64),
  /** Terms accepted; required by the server when the CMS makes terms active. */
  terms: z.optional(bool()),
  auth_type: z.optional(z.enum(['form', 'fast'])),
};

/** Registration from the form: a password and at least one of login, email, phone. */
export const formRegistration = z
  .object({
    ...registrationCommon,
    login: z.optional(z.string().check(z.minLength(1), z.maxLength(254))),
    email: z.optional(emailAddress),
    phone: z.optional(phoneNumber),
    password,
  })
  .check(
    z.refine((p) => p.login !== undefined || p.email !== undefined || p.phone !== undefined, {
      message: 'login, email or phone is required',
      path: ['login'],
    }),
  );

/** Registration from the Telegram Mini App; identity comes from the validated `payload`. */
export const telegramRegistration = z.object({
  ...registrationCommon,
  is_tg: z.literal('1'),
  payload: telegramInitData,
  id: z.optional(z.string()),
  username: z.optional(z.string()),
  hash: z.optional(z.string()),
  language_code: z.optional(z.string()),
});

/** Register params: Telegram when `is_tg` is '1', otherwise the form. */
export const registerParams = z.union([telegramRegistration, formRegistration]);
export type RegisterParams = z.input<typeof registerParams>;

export const login = defineMethod({
  group: 'auth',
  name: 'login',
  verb: 'POST',
  access: 'guest',
  params: loginParams,
  result: authResult,
  doc: 'Signs in with login and password (and a two-factor code), or with Telegram init data.',
});

export const restore = defineMethod({
  group: 'auth',
  name: 'restore',
  verb: 'POST',
  access: 'guest',
  params: restoreParams,
  result: one(),
  doc: 'Sends a recovery code to an e-mail or phone, or sets a new password with that code.',
});

export const register = defineMethod({
  group: 'auth',
  name: 'register',
  verb: 'POST',
  access: 'guest',
  params: registerParams,
  result: authResult,
  doc: 'Creates an account and signs it in.',
});

export const logout = defineMethod({
  group: 'auth',
  name: 'logout',
  verb: 'GET',
  access: 'any',
  params: none(),
  result: one(),
  doc: 'Ends the session on the server.',
});
