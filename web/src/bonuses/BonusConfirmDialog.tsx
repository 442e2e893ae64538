import { formatMoney } from '@croupier/core/format';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { Skeleton } from '../ui/index.ts';
import { isInPlay } from './bonus-view.ts';
import styles from './BonusDialogs.module.css';
import { useBonus } from './use-bonus-lookup.ts';

/**
 * The "bonus confirm (remove or activate)" popup (§2.3), a confirm: what activating or removing
 * this bonus means — the wagering to do, or the funds that burn — before the player agrees.
 */
export function BonusConfirmDialog({ entry }: DialogContentProps) {
  const { t } = useTranslation();
  const props = entry.props as { bonusId?: number; action?: string; type?: 'casino' | 'betting' };
  const { bonus, ready } = useBonus(Number(props.bonusId), props.type);
  if (!bonus) {
    return ready ? (
      <p className={styles.text}>
        {t('rewards.errors.notFound', 'This reward is no longer available.')}
      </p>
    ) : (
      <div aria-busy="true" className={styles.stack}>
        <Skeleton height={20} />
        <Skeleton height={40} />
      </div>
    );
  }
  const amount = formatMoney(bonus.amount.amount, bonus.amount.currency);
  const title = bonus.description.title || t('bonuses.casinoBonus', 'Casino bonus');
  if (props.action === 'activate') {
    return (
      <div className={styles.stack} data-testid="bonus-confirm" data-action="activate">
        <p className={styles.lead}>
          {t('bonuses.confirmActivate', 'Activate “{title}” for {amount}?', { title, amount })}
        </p>
        <p className={styles.text}>
          {bonus.wager
            ? t(
                'bonuses.confirmActivateWager',
                'Wager {required} (×{multiplier}) before it turns into real money.',
                {
                  required: formatMoney(bonus.wager.required, bonus.amount.currency),
                  multiplier: bonus.wager.multiplier,
                },
              )
            : t('bonuses.confirmActivateFree', 'It has no wagering requirement.')}
        </p>
        {bonus.is_isolated ? (
          <p className={styles.text}>
            {t(
              'bonuses.confirmIsolated',
              'While it is in play, no other bonus of this balance can be activated.',
            )}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.stack} data-testid="bonus-confirm" data-action="remove">
      <p className={styles.lead}>{t('bonuses.confirmRemove', 'Remove “{title}”?', { title })}</p>
      <p className={styles.text}>
        {isInPlay(bonus)
          ? t(
              'bonuses.confirmRemoveBurn',
              'Its remaining bonus money and your wagering progress are lost. This cannot be undone.',
            )
          : t('bonuses.confirmRemoveAvailable', 'You will not be able to activate it later.')}
      </p>
    </div>
  );
}
