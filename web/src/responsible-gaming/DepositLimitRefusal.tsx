import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button } from '../ui/index.ts';
import { limitPeriodText } from './rg-text.ts';

/**
 * A deposit refused by the player's own limit (issue 18): what can still be deposited, when the
 * limit renews, and the way to the limits page — never a bare "declined".
 */
export function DepositLimitRefusal({
  refusal,
}: {
  refusal: contract.account.DepositLimitRefusal;
}) {
  const { t } = useTranslation();
  const left = Number(refusal.available_amount);
  return (
    <Notice
      tone="warning"
      role="alert"
      title={t('rg.refusal.title', 'This deposit is over your deposit limit')}
      actions={
        <Button href="/profile/responsible-game" size="sm" variant="secondary" icon="heart">
          {t('rg.refusal.manage', 'Manage my limits')}
        </Button>
      }
    >
      <p data-testid="limit-refusal">
        {left > 0
          ? t(
              'rg.refusal.left',
              'You can deposit up to {amount} more under your limit {period}. It renews on {date}.',
              {
                amount: formatMoney(refusal.available_amount, refusal.currency),
                period: limitPeriodText(t, refusal.period),
                date: formatDateTime(refusal.resets_at),
              },
            )
          : t('rg.refusal.none', 'You have reached your limit {period}. It renews on {date}.', {
              period: limitPeriodText(t, refusal.period),
              date: formatDateTime(refusal.resets_at),
            })}
      </p>
    </Notice>
  );
}
