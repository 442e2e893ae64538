import type { contract } from '@croupier/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, Spinner } from '../ui/index.ts';
import styles from './AuthPopup.module.css';
import { FormNotice } from './FormNotice.tsx';
import { useRegistrationFields, type RegistrationFields } from './use-registration-fields.ts';

/** Props of {@link RegistrationFieldsGate}. */
export interface RegistrationFieldsGateProps {
  /** The country to load the fields for (else the visitor's). */
  country?: string | null;
  /** The form, once the fields have loaded. */
  children(
    data: RegistrationFields,
    fields: readonly contract.account.PersonalDataField[],
  ): ReactNode;
}

/**
 * The server's registration fields (§2.3) before a form that is built from them: a spinner
 * while they load, a retry when they failed, else the form.
 */
export function RegistrationFieldsGate({ country, children }: RegistrationFieldsGateProps) {
  const { t } = useTranslation();
  const data = useRegistrationFields(country);
  if (data.failed) {
    return (
      <div className={styles.main}>
        <FormNotice>
          {t('auth.fieldsFailed', 'The registration form could not be loaded.')}
        </FormNotice>
        <Button variant="secondary" onClick={data.retry}>
          {t('common.retry', 'Try again')}
        </Button>
      </div>
    );
  }
  if (!data.fields) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }
  return children(data, data.fields);
}
