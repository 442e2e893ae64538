import { billingRedirect } from '@croupier/core/routing';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale } from '../hooks/index.ts';
import { Spinner } from '../ui/index.ts';

/** `/cashier/billing`: the billing rule (§2.2) sends it to the deposit index, keeping the query. */
export function BillingScreen() {
  const platform = usePlatform();
  const { config } = useLocale();
  const search = useSearch();
  useEffect(() => {
    const { pathname } = platform.navigation.current();
    const target = billingRedirect(pathname, config);
    if (target)
      platform.navigation.navigate(search ? `${target}?${search}` : target, { replace: true });
  }, [platform, config, search]);
  return <Spinner size="lg" />;
}
