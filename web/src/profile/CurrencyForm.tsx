import { account } from '@croupier/core/refs';
import { AccountSection } from './AccountSection.tsx';
import { accountErrorText, accountFieldErrors } from './account-error-text.ts';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useSession, useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button, Select } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import styles from './AccountScreens.module.css';

/** Props of {@link CurrencyForm}. */
export interface CurrencyFormProps {
  currency: string;
  onSaved(): Promise<void>;
}

/**
 * The account currency (setCurrency): the server refuses a change once money has moved, so
 * the choice is offered only while every real and bonus balance is empty and more than one
 * currency is available; otherwise the currency is shown with the reason.
 */
export function CurrencyForm({ currency, onSaved }: CurrencyFormProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { user } = useSession();
  const currencies = useSettings().generalInfo?.available_currencies ?? [];
  const { form, submit, submitting, formError } = useServerForm<{ currency: string }>({
    defaultValues: { currency },
    errorText: (error) => accountErrorText(t, error),
    fieldErrors: (error) => accountFieldErrors(t, error),
  });
  const { register, formState, reset } = form;
  const hasMoney =
    !!user &&
    [user.balance_main, user.balance_bonus, user.balance_betting_bonus].some(
      (b) => Number(b.amount) > 0,
    );
  const changeable = !hasMoney && currencies.length > 1;

  const save = submit(async (values) => {
    if (values.currency === currency) return;
    await platform.api.call(account.setCurrency, { currency: values.currency });
    reset({ currency: values.currency });
    platform.stores.toasts.show({
      kind: 'success',
      type: 'profile',
      message: t('profile.settings.currencySaved', 'Your account currency is now {currency}.', {
        currency: values.currency,
      }),
    });
    await onSaved();
  });

  return (
    <AccountSection
      title={t('common.currency', 'Currency')}
      icon="wallet"
      description={
        changeable
          ? t(
              'profile.settings.currencyText',
              'You can change the currency until your first deposit.',
            )
          : hasMoney
            ? t(
                'profile.settings.currencyLocked',
                'The currency cannot be changed after a deposit.',
              )
            : t('profile.settings.currencyOnly', 'Your account works in this currency.')
      }
      data-testid="currency"
    >
      {changeable ? (
        <form className={styles.inlineForm} noValidate onSubmit={(event) => void save(event)}>
          <Select
            label={t('common.currency', 'Currency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
            fieldClassName={styles.grow}
            error={formState.errors.currency?.message}
            {...register('currency')}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={submitting}
            className={styles.inlineButton}
          >
            {t('common.save', 'Save')}
          </Button>
        </form>
      ) : (
        <p className={styles.value}>{currency}</p>
      )}
      {formError ? (
        <Notice tone="danger" role="alert">
          <p>{formError}</p>
        </Notice>
      ) : null}
    </AccountSection>
  );
}
