/**
 * auth.register (§3, §4, §5, §8): the form (or fast) registration and the Telegram one.
 * Field rules ran before the contract (registration-fields.ts); here the config-driven
 * rules (terms, currency), duplicates, and the account itself. A form registration starts a
 * cookie session; a Telegram one answers a bearer token.
 */
import { eq } from 'drizzle-orm';
import type { auth, cms, ParamsOut } from '@croupier/core/contract';
import { redeemRegistrationPromo, registrationPromoProblem } from '../campaigns/index.ts';
import { DEFAULT_CURRENCY, isSupportedCurrency } from '../content/currencies.ts';
import { matchLocale } from '../content/locales.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { users } from '../db/schema/index.ts';
import { PROFILE_FIELD_NAMES } from '@croupier/core/constants';
import {
  applyProfileChanges,
  type ProfileParams,
  requiredProfileFields,
} from '../account/index.ts';
import { refuseFields, type FieldReason } from '../http/refuse-fields.ts';
import { bindLaunch, parseStartParam } from '../telegram/index.ts';
import type { AuthCall } from './auth-call.ts';
import { hitLimits, limitKey, REGISTER_PER_IP } from './auth-limits.ts';
import { createPlayer } from './create-player.ts';
import { isIdentifierTaken, phoneDigits } from './find-account.ts';
import { telegramIdentity, type TelegramAuthConfig } from './login.ts';
import { assertMaySignInNow } from './sign-in-gate.ts';

type RegisterParams = ParamsOut<typeof auth.register>;
type FormParams = Exclude<RegisterParams, { is_tg: '1' }>;
type TelegramParams = Extract<RegisterParams, { is_tg: '1' }>;

/** Logins of Telegram accounts (`tg_<id>`): reserved, so a form login cannot take one. */
const TELEGRAM_LOGIN = /^tg_\d+$/i;

const ALREADY_REGISTERED = {
  login: 'loginTaken',
  email: 'emailTaken',
  phone: 'phoneTaken',
} as const;

type FieldErrors = Record<string, FieldReason>;

function invalid(fields: FieldErrors, errorData?: Record<string, unknown>) {
  return refuseFields(fields, {
    message: 'Invalid parameters',
    ...(errorData ? { errorData } : {}),
  });
}

/** The promo code's field error and §8 `error_data.promo_code`, when the code does not pass. */
async function promoCodeErrors(
  db: Db,
  code: string | undefined,
  currency: string,
  errors: FieldErrors,
): Promise<Record<string, unknown> | undefined> {
  const problem = await registrationPromoProblem(db, code, currency);
  if (!problem) return undefined;
  // Clients word the code in error_data (§8); the field only says the code is not valid.
  errors.promo_code = 'wrongPromoCode';
  return { promo_code: [problem] };
}

/** Currency of a new account: the chosen one when it is offered, else the default. */
function currencyOf(requested: string | undefined, errors: FieldErrors): string {
  if (requested === undefined) return DEFAULT_CURRENCY;
  if (!isSupportedCurrency(requested)) errors.currency = 'currencyUnavailable';
  return requested;
}

/**
 * The personal fields of a form registration, checked per country with the same rules as
 * saveProfileInfo (so the form of getPersonalDataFields, the profile and registration agree).
 * Fast registration keeps only the fields the country requires (§5).
 */
function personalFields(params: FormParams, fast: boolean) {
  const required = new Set<string>(
    params.country_code ? requiredProfileFields(params.country_code) : [],
  );
  const given: Record<string, unknown> = {};
  for (const name of PROFILE_FIELD_NAMES) {
    const value = params[name];
    if (value === undefined || (fast && !required.has(name))) continue;
    given[name] = value;
  }
  return applyProfileChanges({}, null, given as ProfileParams);
}

/**
 * Registers from the form; signs the player in with a cookie session. `config` is the
 * registration config of the call's `locale`, which is also the account's locale when the
 * form names none the server offers.
 */
export async function formRegister(
  call: AuthCall,
  config: cms.RegistrationConfig,
  locale: string,
  params: FormParams,
): Promise<{ uid: number }> {
  const { db } = call;
  await hitLimits(call.limiter, [[limitKey('register:ip', call.ip), REGISTER_PER_IP]]);
  const errors: FieldErrors = {};
  if (config.terms.isActive && params.terms !== true) {
    errors.terms = 'uncheckedCheckbox';
  }
  const currency = currencyOf(params.currency, errors);
  const email = params.email?.trim().toLowerCase();
  const phone = params.phone === undefined ? undefined : phoneDigits(params.phone);
  const loginName = params.login?.trim() || undefined;
  if (loginName !== undefined && TELEGRAM_LOGIN.test(loginName)) {
    errors.login = ALREADY_REGISTERED.login;
  }
  const fast = params.auth_type === 'fast';
  const personal = personalFields(params, fast);
  if (!personal.ok) Object.assign(errors, personal.errors);
  const promoData = await promoCodeErrors(db, params.promo_code, currency, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors, promoData);

  // An identity of a player on a time-out or self-excluded is taken like any other and
  // answered word for word the same: a stranger typing someone's e-mail learns no more than
  // registration always told, and the player's own sign-in states the block (issue 18).
  for (const [field, value] of [
    ['login', loginName],
    ['email', email],
    ['phone', phone],
  ] as const) {
    if (value !== undefined && (await isIdentifierTaken(db, value))) {
      errors[field] = ALREADY_REGISTERED[field];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  let userId: number;
  try {
    // The promo code is redeemed with the account: both or neither.
    userId = await db.transaction(async (tx) => {
      const id = await createPlayer(tx, {
        method: fast ? 'fast' : 'form',
        // §3: login falls back to email, then phone.
        login: loginName ?? email ?? phone!,
        password: params.password,
        email,
        phone,
        phoneCountryCode: params.phone_country_code,
        currency,
        locale: matchLocale(params.locale) ?? locale,
        countryCode: params.country_code,
        isSubscribed:
          params.notify ?? (config.notify.isActive ? config.notify.defaultValue : false),
        isBetting:
          params.is_betting ??
          (config.markBetting.isActive ? config.markBetting.defaultValue === 'betting' : false),
        profile: personal.ok ? personal.profile : {},
        promoCode: params.promo_code ?? null,
        characterId:
          params.character_id !== undefined && params.character_id > 0 ? params.character_id : null,
      });
      await redeemRegistrationPromo(tx, id, params.promo_code);
      return id;
    });
  } catch (err) {
    // Two registrations racing for the same identifier: the unique index decides.
    if (isUniqueViolation(err)) throw invalid({ login: ALREADY_REGISTERED.login });
    throw err;
  }
  await call.sessions.cookie(userId);
  return { uid: userId };
}

/**
 * Registers from the Telegram Mini App. Identity, username and language come only from the
 * validated `payload`; the `id`, `username` and `hash` fields beside it are not trusted.
 */
export async function telegramRegister(
  call: AuthCall,
  telegram: TelegramAuthConfig,
  locale: string,
  params: TelegramParams,
): Promise<{ uid: number; token: string }> {
  const { db } = call;
  await hitLimits(call.limiter, [[limitKey('register:ip', call.ip), REGISTER_PER_IP]]);
  const identity = telegramIdentity(telegram, params.payload);
  const telegramId = identity.user.id;
  const duplicate = () => invalid({ id: 'telegramTaken' });
  const [existing] = await db
    .select({ id: users.id, status: users.status, selfExcludedUntil: users.selfExcludedUntil })
    .from(users)
    .where(eq(users.telegramId, telegramId));
  if (existing) {
    // Telegram vouches for who is asking, so a player on a time-out or self-excluded is told
    // their block and until when (the launch's screen) before anything about the form.
    await assertMaySignInNow(db, existing);
    throw duplicate();
  }
  const errors: FieldErrors = {};
  const currency = currencyOf(params.currency, errors);
  const promoData = await promoCodeErrors(db, params.promo_code, currency, errors);
  if (Object.keys(errors).length > 0) throw invalid(errors, promoData);

  const start = parseStartParam(identity.startParam);
  const profile: Record<string, unknown> = {};
  if (identity.user.firstName) profile.first_name = identity.user.firstName;
  if (identity.user.lastName) profile.last_name = identity.user.lastName;
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const id = await createPlayer(tx, {
        method: 'telegram',
        login: `tg_${telegramId}`,
        telegramId,
        currency,
        locale: matchLocale(identity.user.languageCode) ?? matchLocale(params.locale) ?? locale,
        countryCode: params.country_code,
        isSubscribed: params.notify ?? false,
        isBetting: params.is_betting ?? false,
        profile,
        promoCode: params.promo_code ?? (start?.kind === 'promo' ? start.code : null),
        referralCode: start?.kind === 'referral' ? start.code : null,
        startParam: identity.startParam ?? null,
        characterId:
          params.character_id !== undefined && params.character_id > 0 ? params.character_id : null,
      });
      // A typed code must pass (checked above); one from the start link is applied if it does.
      if (params.promo_code) await redeemRegistrationPromo(tx, id, params.promo_code);
      else if (start?.kind === 'promo') {
        await redeemRegistrationPromo(tx, id, start.code, { lenient: true });
      }
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  const token = await call.sessions.bearer(userId);
  await bindLaunch(db, identity, userId, token, telegram.telegramAuthMaxAgeSeconds);
  return { uid: userId, token };
}
