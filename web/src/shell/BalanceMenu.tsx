import { formatMoney } from '@croupier/core/format';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useBalances, type BalanceKind } from '../hooks/index.ts';
import { Icon, Popover } from '../ui/index.ts';
import { balanceLabel } from './balance-labels.ts';
import styles from './BalanceMenu.module.css';

/**
 * The main balance in the header; opens a panel with all four balances (§3). The game page
 * shows the balance its frame plays on (`kind`), under the same label the frame uses.
 */
export function BalanceMenu({ kind = 'main' }: { kind?: BalanceKind }) {
  const { t } = useTranslation();
  const { lines } = useBalances();
  const main = lines.find((line) => line.kind === kind);
  if (!main) return null;
  return (
    <Popover
      trigger={(props) => (
        <button type="button" className={styles.trigger} {...props}>
          <Icon name="wallet" size={18} className={styles.wallet} />
          <span className={styles.amount}>
            <span className={styles.caption}>{balanceLabel(t, kind)}</span>
            <span className={styles.value}>{formatMoney(main.amount, main.currency)}</span>
          </span>
          <Icon name="chevron-down" size={16} />
        </button>
      )}
    >
      {() => (
        <dl className={styles.list} aria-label={t('common.balance', 'Balance')}>
          {lines.map((line) => (
            <div key={line.kind} className={styles.row}>
              <dt>{balanceLabel(t, line.kind)}</dt>
              <dd>{formatMoney(line.amount, line.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Popover>
  );
}
