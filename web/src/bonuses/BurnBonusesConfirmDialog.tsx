import { formatMoney } from '@croupier/core/format';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { Skeleton } from '../ui/index.ts';
import { burnableBonuses } from './bonus-view.ts';
import styles from './BonusDialogs.module.css';
import { useAllBonuses } from './use-bonus-lookup.ts';

/**
 * The "burn-bonuses confirm" popup (§2.3), a confirm: removing every open bonus at once, with
 * the bonus money that burns.
 */
export function BurnBonusesConfirmDialog(_props: DialogContentProps) {
  const { t } = useTranslation();
  const { items, ready } = useAllBonuses();
  if (!ready) {
    return (
      <div aria-busy="true" className={styles.stack}>
        <Skeleton height={20} />
        <Skeleton height={40} />
      </div>
    );
  }
  const burnable = burnableBonuses(items);
  const totals = new Map<string, number>();
  for (const bonus of burnable) {
    const c = bonus.amount.currency;
    totals.set(c, (totals.get(c) ?? 0) + Number(bonus.amount.amount));
  }
  const total = [...totals].map(([currency, sum]) => formatMoney(sum, currency)).join(' + ');
  return (
    <div className={styles.stack} data-testid="burn-bonuses-confirm">
      <p className={styles.lead}>
        {t('bonuses.burnAllLead', 'Remove all {count} open bonuses ({total})?', {
          count: burnable.length,
          total: total || '0',
        })}
      </p>
      <p className={styles.text}>
        {t(
          'bonuses.burnAllText',
          'Bonus money still in play burns and wagering progress is lost. Your real money stays.',
        )}
      </p>
    </div>
  );
}
