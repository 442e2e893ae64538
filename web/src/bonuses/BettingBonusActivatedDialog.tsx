import { formatMoney } from '@croupier/core/format';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { Icon, Skeleton } from '../ui/index.ts';
import styles from './BonusDialogs.module.css';
import { useBonus } from './use-bonus-lookup.ts';

/**
 * The "betting-bonus-activated confirm" popup (§2.3): the betting bonus is on the betting
 * balance; agreeing goes to the sportsbook to wager it.
 */
export function BettingBonusActivatedDialog({ entry }: DialogContentProps) {
  const { t } = useTranslation();
  const { bonus } = useBonus(Number(entry.props.bonusId), 'betting');
  if (!bonus) {
    return (
      <div aria-busy="true" className={styles.stack}>
        <Skeleton height={20} />
        <Skeleton height={40} />
      </div>
    );
  }
  const minOdds = 'min_odds' in bonus ? bonus.min_odds : null;
  return (
    <div className={styles.stack} data-testid="betting-bonus-activated">
      <span className={styles.badge}>
        <Icon name="check" size={28} />
      </span>
      <p className={styles.lead}>
        {t('bonuses.bettingActivatedLead', '{amount} is on your betting balance.', {
          amount: formatMoney(bonus.amount.amount, bonus.amount.currency),
        })}
      </p>
      <p className={styles.text}>
        {bonus.wager
          ? t(
              'bonuses.bettingActivatedWager',
              'Place sports bets for {required} to turn it into real money.',
              { required: formatMoney(bonus.wager.required, bonus.amount.currency) },
            )
          : t('bonuses.bettingActivatedFree', 'Use it on any sports bet.')}
        {minOdds
          ? ` ${t('bonuses.bettingActivatedOdds', 'Bets need odds of {odds} or more.', { odds: minOdds })}`
          : ''}
      </p>
    </div>
  );
}
