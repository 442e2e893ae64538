/**
 * The server-supplied registration fields (§2.3) and the phone countries: fields for the
 * preselected country first, then refetched on every country change with core's
 * `changeCountry` (region and document type reset, currency per the currency settings, §4).
 */
import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { changeCountry, type CountryDependentValues } from '@croupier/core/state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';

type PersonalDataField = contract.account.PersonalDataField;
type ContactPhoneSettings = contract.account.ContactPhoneSettings;
type CurrencySettings = contract.cms.CurrencySettings;

/** What the registration form builds itself from. */
export interface RegistrationFields {
  /** Phone countries with dialling codes and masks; null until loaded (or when they failed). */
  phoneSettings: ContactPhoneSettings | null;
  /** The country the fields are for ('' when the server chose by geo-IP). */
  country: string;
  /** The fields in server order; null while the first list loads. */
  fields: readonly PersonalDataField[] | null;
  /** The first load failed. */
  failed: boolean;
  /** A country change is being fetched. */
  changing: boolean;
  /**
   * Fetches the fields of `country` and returns the reset values, or null when a later change
   * superseded this one or the fetch failed (logged; the old fields stay).
   */
  changeTo(
    country: string,
    values: CountryDependentValues,
    currencies: readonly string[],
    settings: CurrencySettings,
  ): Promise<CountryDependentValues | null>;
  /** Loads the first list again after a failure. */
  retry(): void;
}

/**
 * The registration fields for `preferredCountry` (else the visitor's, by the phone settings'
 * default), kept in step with country changes.
 */
export function useRegistrationFields(preferredCountry?: string | null): RegistrationFields {
  const platform = usePlatform();
  const phone = useApi(account.getContactPhoneSettings, {}, { revalidateOnFocus: false });
  const [state, setState] = useState<{ country: string; fields: PersonalDataField[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [changing, setChanging] = useState(false);
  const requested = useRef<string | null>(null);
  const phoneSettled = phone.data !== undefined || phone.error !== undefined;

  // The fields load beside the phone settings: without a country the server answers for the
  // visitor's own (geo-IP), which is also what the phone settings preselect.
  useEffect(() => {
    if (state) return;
    let live = true;
    const country = preferredCountry || '';
    platform.api
      .call(account.getPersonalDataFields, country ? { country } : {})
      .then((fields) => {
        if (live) setState({ country, fields });
      })
      .catch((error: unknown) => {
        platform.log(error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [state, platform, attempt, preferredCountry]);

  const changeTo = useCallback<RegistrationFields['changeTo']>(
    async (country, values, currencies, settings) => {
      requested.current = country;
      setChanging(true);
      try {
        const result = await changeCountry(
          (c) => platform.api.call(account.getPersonalDataFields, { country: c }),
          values,
          country,
          currencies,
          settings,
        );
        if (requested.current !== country) return null;
        setState({ country, fields: result.fields });
        return result.values;
      } catch (error) {
        platform.log(error);
        return null;
      } finally {
        if (requested.current === country) setChanging(false);
      }
    },
    [platform],
  );

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return {
    phoneSettings: phone.data ?? null,
    country: state?.country || phone.data?.default_country_code || '',
    // Both answers are needed before the form can preselect the countries.
    fields: phoneSettled ? (state?.fields ?? null) : null,
    failed,
    changing,
    changeTo,
    retry,
  };
}
