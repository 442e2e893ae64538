/**
 * The form's values as auth.register takes them (§3 Registration payload): only the fields on
 * screen, dates in ISO, the phone in international digits with its country, the optional
 * elements only when the content system switches them on.
 */
import type { contract } from '@croupier/core';
import { isProfileFieldName } from '@croupier/core/constants';
import { normalizePromoCode, stripLeadingPlus } from '@croupier/core/validation';
import { isoDateOf } from '../profile/form-date.ts';

type RegisterParams = contract.auth.RegisterParams;
type PersonalDataField = contract.account.PersonalDataField;
type RegistrationConfig = contract.cms.RegistrationConfig;

/** What the registration form holds (react-hook-form values). */
export interface RegistrationValues {
  [field: string]: string | boolean | undefined;
  phone_country_code?: string;
  currency?: string;
  /** The betting/casino mark: 'betting' or 'casino'. */
  bet_choice?: string;
  promo_enabled?: boolean;
  promo_code?: string;
  terms?: boolean;
  notify?: boolean;
  character_id?: string;
}

/** What shapes the payload besides the values. */
export interface PayloadContext {
  /** The fields on screen (after fast registration and the login type, §5). */
  fields: readonly Pick<PersonalDataField, 'name' | 'type'>[];
  /** Dialling code of the selected phone country, digits only ("55"). */
  phoneCode: string | null;
  fast: boolean;
  locale: string;
  config: Pick<RegistrationConfig, 'terms' | 'notify' | 'markBetting' | 'showPromocode'> | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The phone as sent: the dialling code and the national digits, no plus (§5). */
export function internationalPhone(national: string, phoneCode: string | null): string {
  const digits = national.replace(/\D/g, '');
  return stripLeadingPlus(`${phoneCode ?? ''}${digits}`);
}

/** Builds auth.register's params from the form. */
export function registrationPayload(
  values: RegistrationValues,
  ctx: PayloadContext,
): RegisterParams {
  const payload: Record<string, unknown> = {};
  for (const field of ctx.fields) {
    const value = text(values[field.name]);
    if (field.type === 'password') {
      payload.password = typeof values.password === 'string' ? values.password : '';
      continue;
    }
    if (value === '') continue;
    if (field.type === 'phone') {
      payload.phone = internationalPhone(value, ctx.phoneCode);
      if (values.phone_country_code) payload.phone_country_code = values.phone_country_code;
    } else if (field.type === 'date') {
      payload[field.name] = isoDateOf(value);
    } else if (field.type === 'sex') {
      payload[field.name] = Number(value);
    } else {
      payload[field.name] = value;
    }
  }
  if (typeof payload.password !== 'string') payload.password = '';
  const currency = text(values.currency);
  if (currency) payload.currency = currency;
  if (ctx.locale) payload.locale = ctx.locale;
  const config = ctx.config;
  if (config?.notify.isActive) payload.notify = values.notify === true;
  if (config?.markBetting.isActive) payload.is_betting = values.bet_choice === 'betting';
  if (config?.terms.isActive) payload.terms = values.terms === true;
  if (config?.showPromocode && values.promo_enabled) {
    const code = normalizePromoCode(text(values.promo_code));
    if (code) payload.promo_code = code;
  }
  const character = Number(text(values.character_id));
  if (Number.isInteger(character) && character > 0) payload.character_id = character;
  payload.auth_type = ctx.fast ? 'fast' : 'form';
  return payload as RegisterParams;
}

/** account.saveProfileInfo's params from the social registration form: the non-empty fields. */
export function profilePayload(
  values: RegistrationValues,
  fields: readonly Pick<PersonalDataField, 'name' | 'type'>[],
): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  for (const field of fields) {
    if (!isProfileFieldName(field.name)) continue;
    const value = text(values[field.name]);
    if (value === '') continue;
    payload[field.name] =
      field.type === 'date' ? isoDateOf(value) : field.type === 'sex' ? Number(value) : value;
  }
  return payload;
}
