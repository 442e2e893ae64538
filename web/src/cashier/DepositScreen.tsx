import { returnUrlFromQuery } from '@croupier/core/routing';
import { useSearch } from 'wouter';
import { usePlatform } from '../app/platform-context.ts';
import { CashierLayout } from './CashierLayout.tsx';
import { MethodList } from './MethodList.tsx';
import { chosenMethod, methodViews } from './method-info.ts';
import { depositPath } from './result-path.ts';
import { useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { useDepositSettings } from './use-cashier.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import { DepositForm } from './DepositForm.tsx';
import styles from './CashierScreens.module.css';

/**
 * `/cashier/deposit` and `/cashier/deposit/{sysname}`: the methods with their icons and
 * descriptions beside the deposit form of the chosen one (the CMS default on the bare path).
 */
export function DepositScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const search = useSearch();
  const settings = useSettings();
  const deposit = useDepositSettings();
  const cms = settings.cms?.cashier;
  const backUrl = returnUrlFromQuery(search, 'backUrl', platform.origin);
  const title = t('cashier.depositTitle', 'Deposit');

  let content;
  if (deposit.error && !deposit.data) {
    content = (
      <EmptyState
        icon="warning"
        title={t('cashier.loadFailed', 'The cashier could not be loaded')}
        actions={
          <Button onClick={() => void deposit.mutate()}>{t('common.retry', 'Try again')}</Button>
        }
      />
    );
  } else if (!deposit.data) {
    content = (
      <div className={styles.split} aria-busy="true">
        <div className={styles.stack}>
          <Skeleton height={76} radius="lg" />
          <Skeleton height={76} radius="lg" />
        </div>
        <Skeleton height={360} radius="lg" />
      </div>
    );
  } else {
    const { currency, methods, deposit_limit: limit } = deposit.data;
    const views = methodViews(methods, cms, currency);
    const method = chosenMethod(methods, params.sysname, cms?.defaultMethod);
    content =
      methods.length === 0 ? (
        <EmptyState
          icon="wallet"
          title={t('cashier.noMethods', 'No payment methods are available for your currency')}
        />
      ) : (
        <div className={styles.split}>
          <section className={styles.stack} aria-labelledby="deposit-methods">
            <h2 id="deposit-methods" className={styles.sectionTitle}>
              {t('cashier.method', 'Payment method')}
            </h2>
            <MethodList
              views={views}
              currency={currency}
              selected={method?.sysname ?? null}
              label={t('cashier.method', 'Payment method')}
              hrefFor={(sysname) => depositPath(backUrl, sysname)}
            />
          </section>
          {method ? (
            <DepositForm
              key={method.sysname}
              method={method}
              currency={currency}
              limit={limit}
              backUrl={backUrl}
            />
          ) : (
            <EmptyState
              icon="warning"
              title={t('cashier.methodUnavailable', 'This payment method is not available')}
              text={t('cashier.methodUnavailableText', 'Choose another method from the list.')}
            />
          )}
        </div>
      );
  }

  return (
    <CashierLayout section="deposit" title={title}>
      {content}
    </CashierLayout>
  );
}
