/**
 * Registration form country change (§4 Registration, §3 Currency settings) as a pure function:
 * region and document type reset to the first option; currency follows the currency settings.
 */
import type { CurrencySettings, CurrencyStrategy } from '../settings/settings-types.ts';

/** A select option. */
export interface FieldOption {
  value: string;
  label?: string;
}

/** What the personal-fields call answers for a country (only what the change rule reads). */
export interface CountryFields {
  regions: readonly FieldOption[];
  documentTypes: readonly FieldOption[];
  /** Currencies offered for the country, in display order. */
  currencies: readonly string[];
}

/** The form values the rule touches. */
export interface CountryDependentValues {
  country_code: string;
  region: string;
  document_type: string;
  currency: string;
}

/**
 * A strategy's value: `emptyValue` → empty; `firstValue` → the first option; `selectedValue`
 * → the selected value when it is still offered, else empty.
 */
export function resolveCurrency(
  strategy: CurrencyStrategy,
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

/** New values after choosing `country`, given that country's refetched fields. */
export function applyCountryChange(
  values: CountryDependentValues,
  country: string,
  fields: CountryFields,
  settings: CurrencySettings,
): CountryDependentValues {
  return {
    country_code: country,
    region: fields.regions[0]?.value ?? '',
    document_type: fields.documentTypes[0]?.value ?? '',
    currency: currencyAfterCountryChange(settings, fields.currencies, values.currency),
  };
}

/**
 * Refetches the personal fields for the new country and applies the change rule; a stale
 * answer (the user picked again meanwhile) is dropped by the caller comparing `country`.
 */
export async function changeCountry(
  getFields: (country: string) => Promise<CountryFields>,
  values: CountryDependentValues,
  country: string,
  settings: CurrencySettings,
): Promise<{ country: string; fields: CountryFields; values: CountryDependentValues }> {
  const fields = await getFields(country);
  return { country, fields, values: applyCountryChange(values, country, fields, settings) };
}
