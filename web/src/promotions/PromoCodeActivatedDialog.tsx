import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button, Icon } from '../ui/index.ts';
import styles from './PromotionDialogs.module.css';

/**
 * The "promo code activated" popup (§2.3): opened after a successful activation anywhere but
 * on a deposit page (where the form confirms it in place).
 */
export function PromoCodeActivatedDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const code = typeof entry.props.promoCode === 'string' ? entry.props.promoCode : '';
  return (
    <div className={styles.dialog} data-testid="promo-code-activated">
      <span className={styles.successIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h2 className={styles.centerTitle}>
        {t('promotions.activated.title', 'Promo code activated')}
      </h2>
      <p className={styles.centerText}>
        {code
          ? t(
              'promotions.activated.text',
              'The promo code {code} is active. Your reward is in your bonuses.',
              { code },
            )
          : t('promotions.activated.textNoCode', 'Your reward is in your bonuses.')}
      </p>
      <div className={styles.actions}>
        <Button href="/gamehall" size="lg" block onClick={() => close()}>
          {t('promotions.activated.play', 'Play now')}
        </Button>
        <Button variant="ghost" block onClick={() => close()}>
          {t('common.close', 'Close')}
        </Button>
      </div>
    </div>
  );
}
