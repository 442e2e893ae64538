import type { contract } from '@croupier/core';
import type { CountryDependentValues } from '@croupier/core/state';
import { useFormContext } from 'react-hook-form';
import { PersonalFieldInput } from './PersonalFieldInput.tsx';
import type { RegistrationValues } from './registration-payload.ts';
import type { RegistrationFields } from './use-registration-fields.ts';

/** Props of {@link RegistrationFieldInputs}. */
export interface RegistrationFieldInputsProps {
  /** The fields to draw (already filtered by the form). */
  fields: readonly contract.account.PersonalDataField[];
  data: RegistrationFields;
  /** What a country change may pick the currency from (§4). */
  currencies: readonly string[];
  currencySettings: contract.cms.CurrencySettings;
  /** After a country change, with region and document type already reset on the form. */
  onCountryChanged?(next: CountryDependentValues, country: string): void;
}

/**
 * The server's personal fields of a registration form (§2.3): a country change fetches the
 * new country's fields and resets the values that depend on it (§4); region and document type
 * wait while it is fetched. Draws inside the form's FormProvider.
 */
export function RegistrationFieldInputs({
  fields,
  data,
  currencies,
  currencySettings,
  onCountryChanged,
}: RegistrationFieldInputsProps) {
  const { getValues, setValue } = useFormContext<RegistrationValues>();
  const phoneCountries = data.phoneSettings?.countries ?? [];

  const onCountryChange = async (country: string) => {
    const values = getValues();
    const current: CountryDependentValues = {
      country_code: country,
      region: String(values.region ?? ''),
      document_type: String(values.document_type ?? ''),
      currency: String(values.currency ?? ''),
    };
    const next = await data.changeTo(country, current, currencies, currencySettings);
    if (!next) return;
    setValue('region', next.region);
    setValue('document_type', next.document_type);
    onCountryChanged?.(next, country);
  };

  return (
    <>
      {fields.map((field) => (
        <PersonalFieldInput
          // New options (another country's regions) make a new select showing the reset value.
          key={`${field.name}|${field.options?.map((o) => o.value).join(',') ?? ''}`}
          field={field}
          phoneCountries={phoneCountries}
          onCountryChange={(country) => void onCountryChange(country)}
          disabled={data.changing && (field.name === 'region' || field.name === 'document_type')}
        />
      ))}
    </>
  );
}
