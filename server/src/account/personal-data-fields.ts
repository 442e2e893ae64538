/**
 * The registration/profile fields of a country (§2.3 "registration fields come from a
 * server-supplied list", §3 Profile, §5). Every country asks for names, birth date and
 * country; the region is a choice where the country has a region list (REGIONS), and
 * free text elsewhere; postcodes follow the country's format; Brazil adds the CPF document,
 * and Russia, Ukraine and Kazakhstan a patronymic.
 */
import { isProfileFieldName, type ProfileFieldName } from '@croupier/core/constants';
import type { account } from '@croupier/core/contract';
import { countryName, PHONE_COUNTRIES, findPhoneCountry } from './phone-countries.ts';
import { REGIONS } from './regions.ts';

/** The country used when none is given and none is known. */
export const DEFAULT_COUNTRY = 'US';

/** Youngest age allowed to play (terms §1). */
const MINIMUM_AGE_YEARS = 18;

interface CountryRules {
  /** Source of the postcode pattern; the §5 default (up to 8 digits) otherwise. */
  postcode?: string;
  /** The patronymic (middle name) is asked for. */
  middleName?: boolean;
  /** An identity document is required, of this type. */
  document?: 'cpf';
}

const COUNTRY_RULES: Readonly<Record<string, CountryRules>> = {
  US: { postcode: '^\\d{5}(-\\d{4})?$' },
  CA: { postcode: '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$' },
  GB: { postcode: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$' },
  DE: { postcode: '^\\d{5}$' },
  PT: { postcode: '^\\d{4}-\\d{3}$' },
  BR: { postcode: '^\\d{5}-?\\d{3}$', document: 'cpf' },
  RU: { postcode: '^\\d{6}$', middleName: true },
  UA: { postcode: '^\\d{5}$', middleName: true },
  KZ: { postcode: '^\\d{6}$', middleName: true },
  ES: { postcode: '^\\d{5}$' },
  FR: { postcode: '^\\d{5}$' },
  IT: { postcode: '^\\d{5}$' },
  PL: { postcode: '^\\d{2}-\\d{3}$' },
  TR: { postcode: '^\\d{5}$' },
  IN: { postcode: '^\\d{6}$' },
  MX: { postcode: '^\\d{5}$' },
  AR: { postcode: '^[A-Za-z]?\\d{4}([A-Za-z]{3})?$' },
  NL: { postcode: '^\\d{4} ?[A-Za-z]{2}$' },
};

/** Countries players may register from (those with phone settings). */
const SUPPORTED_COUNTRIES: readonly string[] = PHONE_COUNTRIES.map((c) => c.country_code);

/** Whether players may register from the country. */
export function isSupportedCountry(code: string): boolean {
  return SUPPORTED_COUNTRIES.includes(code);
}

type Labels = Record<string, string>;
const LABELS: Record<string, Labels> = {
  en: {
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    first_name: 'First name',
    middle_name: 'Middle name',
    last_name: 'Last name',
    birth_date: 'Date of birth',
    sex: 'Sex',
    male: 'Male',
    female: 'Female',
    country_code: 'Country',
    region: 'Region',
    home_town: 'City',
    address: 'Address',
    postcode: 'Postcode',
    document_type: 'Document type',
    document_number: 'CPF',
  },
  ru: {
    email: 'Эл. почта',
    phone: 'Телефон',
    password: 'Пароль',
    first_name: 'Имя',
    middle_name: 'Отчество',
    last_name: 'Фамилия',
    birth_date: 'Дата рождения',
    sex: 'Пол',
    male: 'Мужской',
    female: 'Женский',
    country_code: 'Страна',
    region: 'Регион',
    home_town: 'Город',
    address: 'Адрес',
    postcode: 'Почтовый индекс',
    document_type: 'Тип документа',
    document_number: 'CPF',
  },
  pt: {
    email: 'E-mail',
    phone: 'Telefone',
    password: 'Senha',
    first_name: 'Nome',
    middle_name: 'Nome do meio',
    last_name: 'Sobrenome',
    birth_date: 'Data de nascimento',
    sex: 'Sexo',
    male: 'Masculino',
    female: 'Feminino',
    country_code: 'País',
    region: 'Estado',
    home_town: 'Cidade',
    address: 'Endereço',
    postcode: 'CEP',
    document_type: 'Tipo de documento',
    document_number: 'CPF',
  },
};

/** The latest birth date allowed today (18 years ago), ISO. */
export function latestBirthDate(today: Date = new Date()): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear() - MINIMUM_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()),
  );
  return d.toISOString().slice(0, 10);
}

/** The earliest birth date accepted. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The postcode pattern of a country, if it has its own. */
export function postcodePattern(country: string | null | undefined): string | undefined {
  return country ? COUNTRY_RULES[country]?.postcode : undefined;
}

/** The document types a country asks for. */
export function documentTypes(country: string | null | undefined): readonly string[] {
  const type = country ? COUNTRY_RULES[country]?.document : undefined;
  return type ? [type] : [];
}

/** The fields of the registration/profile form for a supported country, labels in `locale`. */
export function personalDataFields(
  country: string,
  locale: string,
  today: Date = new Date(),
): account.PersonalDataField[] {
  const rules = COUNTRY_RULES[country] ?? {};
  const label = (name: string) => (LABELS[locale] ?? LABELS.en!)[name] ?? name;
  const phone = findPhoneCountry(country);
  const regions = REGIONS[country];
  const fields: account.PersonalDataField[] = [
    { name: 'email', type: 'email', required: true, label: label('email') },
    {
      name: 'phone',
      type: 'phone',
      required: true,
      label: label('phone'),
      ...(phone ? { mask: phone.mask } : {}),
    },
    { name: 'password', type: 'password', required: true, label: label('password') },
    { name: 'first_name', type: 'name', required: true, label: label('first_name') },
  ];
  if (rules.middleName) {
    fields.push({
      name: 'middle_name',
      type: 'name',
      required: false,
      label: label('middle_name'),
    });
  }
  fields.push(
    { name: 'last_name', type: 'name', required: true, label: label('last_name') },
    {
      name: 'birth_date',
      type: 'date',
      required: true,
      label: label('birth_date'),
      min: EARLIEST_BIRTH_DATE,
      max: latestBirthDate(today),
    },
    {
      name: 'sex',
      type: 'sex',
      required: false,
      label: label('sex'),
      options: [
        { value: '1', label: label('male') },
        { value: '2', label: label('female') },
      ],
    },
    {
      name: 'country_code',
      type: 'custom',
      required: true,
      label: label('country_code'),
      options: SUPPORTED_COUNTRIES.map((code) => ({
        value: code,
        label: countryName(code, locale, findPhoneCountry(code)?.name),
      })),
    },
    regions
      ? {
          name: 'region',
          type: 'custom',
          required: false,
          label: label('region'),
          options: [...regions],
        }
      : { name: 'region', type: 'text', required: false, label: label('region') },
    { name: 'home_town', type: 'text', required: false, label: label('home_town') },
    { name: 'address', type: 'address', required: false, label: label('address') },
    {
      name: 'postcode',
      type: 'postcode',
      required: false,
      label: label('postcode'),
      ...(rules.postcode ? { regex: rules.postcode } : {}),
    },
  );
  if (rules.document === 'cpf') {
    fields.push(
      {
        name: 'document_type',
        type: 'documentType',
        required: true,
        label: label('document_type'),
        options: [{ value: 'cpf', label: 'CPF' }],
      },
      {
        name: 'document_number',
        type: 'cpf',
        required: true,
        label: label('document_number'),
        mask: '###.###.###-##',
      },
    );
  }
  return fields;
}

/** Profile fields a country requires before registration counts as complete. */
export function requiredProfileFields(country: string): ProfileFieldName[] {
  return personalDataFields(country, 'en')
    .filter((f) => f.required && isProfileFieldName(f.name))
    .map((f) => f.name as ProfileFieldName);
}
