/**
 * Registration form country change (§4 Registration, §3 Currency settings) as a pure function:
 * region and document type reset to the first option; currency follows the currency settings.
 */
import type * as account from '../../contract/account.ts';
import type { RegisterParams } from '../../contract/auth.ts';
import type { CurrencySettings } from '../../contract/cms.ts';
import type { ResultOf } from '../../contract/define.ts';

/** One currency strategy (§3): emptyValue, firstValue or selectedValue. */
type CurrencyChoice = CurrencySettings[keyof CurrencySettings];

/** The registration form values the rule touches; '' while a value is empty. */
export type CountryDependentValues = Required<
  Pick<RegisterParams, 'country_code' | 'region' | 'document_type' | 'currency'>
>;

/** The options of the personal field with this name; none when the country has no such field. */
export function personalFieldOptions(
  fields: readonly account.PersonalDataField[],
  name: string,
): readonly account.FieldOption[] {
  return fields.find((f) => f.name === name)?.options ?? [];
}

/**
 * A strategy's value: `emptyValue` → empty; `firstValue` → the first option; `selectedValue`
 * → the selected value when it is still offered, else empty.
 */
export function resolveCurrency(
  strategy: CurrencyChoice,
  options: readonly string[],
  selected: string,
): string {
  if (strategy === 'firstValue') return options[0] ?? '';
  if (strategy === 'selectedValue') return selected && options.includes(selected) ? selected : '';
  return '';
}

/**
 * The currency a new form starts with: `defaultValue` applied to the preselected currency
 * (e.g. the site default), falling back to `emptyValue` when that yields nothing.
 */
export function initialCurrency(
  settings: CurrencySettings,
  options: readonly string[],
  preselected: string,
): string {
  return (
    resolveCurrency(settings.defaultValue, options, preselected) ||
    resolveCurrency(settings.emptyValue, options, preselected)
  );
}

/**
 * The currency after a country change: `changeCountryValue` when a currency was chosen (or
 * `emptyValue` when none was); when that yields nothing, `changeCountryFallbackValue`.
 */
export function currencyAfterCountryChange(
  settings: CurrencySettings,
  options: readonly string[],
  current: string,
): string {
  const strategy = current ? settings.changeCountryValue : settings.emptyValue;
  return (
    resolveCurrency(strategy, options, current) ||
    resolveCurrency(settings.changeCountryFallbackValue, options, current)
  );
}

/**
 * New values after choosing `country`, given that country's refetched personal fields and the
 * currencies offered (general info available_currencies: the contract lists none per country).
 */
export function applyCountryChange(
  values: CountryDependentValues,
  country: string,
  fields: readonly account.PersonalDataField[],
  currencies: readonly string[],
  settings: CurrencySettings,
): CountryDependentValues {
  return {
    country_code: country,
    region: personalFieldOptions(fields, 'region')[0]?.value ?? '',
    document_type: personalFieldOptions(fields, 'document_type')[0]?.value ?? '',
    currency: currencyAfterCountryChange(settings, currencies, values.currency),
  };
}

/**
 * Refetches the personal fields for the new country and applies the change rule; a stale
 * answer (the user picked again meanwhile) is dropped by the caller comparing `country`.
 */
export async function changeCountry(
  getFields: (country: string) => Promise<ResultOf<typeof account.getPersonalDataFields>>,
  values: CountryDependentValues,
  country: string,
  currencies: readonly string[],
  settings: CurrencySettings,
): Promise<{
  country: string;
  fields: ResultOf<typeof account.getPersonalDataFields>;
  values: CountryDependentValues;
}> {
  const fields = await getFields(country);
  return {
    country,
    fields,
    values: applyCountryChange(values, country, fields, currencies, settings),
  };
}
