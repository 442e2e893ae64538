/** One line per reward of an offer (spec §3 "Deposit offer … promotions"), for its card. */
import type { contract } from '@croupier/core';
import { formatMoney } from '@croupier/core/format';
import type { Translate } from '../i18n/index.ts';

type Promotion = contract.campaigns.Promotion;

/** "100% bonus up to 500 USD", "50 free spins in Book of Gold", "10% cashback". */
export function promotionLine(t: Translate, promotion: Promotion): string {
  switch (promotion.type) {
    case 'bonus': {
      if (promotion.amount)
        return t('cashier.offer.bonusFixed', '{amount} bonus', {
          amount: formatMoney(promotion.amount.amount, promotion.amount.currency),
        });
      const percent = `${promotion.percent ?? 0}%`;
      return promotion.max_amount
        ? t('cashier.offer.bonusPercentCapped', '{percent} bonus up to {max}', {
            percent,
            max: formatMoney(promotion.max_amount.amount, promotion.max_amount.currency),
          })
        : t('cashier.offer.bonusPercent', '{percent} bonus', { percent });
    }
    case 'freespins':
      return t('cashier.offer.freespins', '{count} free spins', { count: promotion.count });
    case 'cashback':
      return t('cashier.offer.cashback', '{percent} cashback', {
        percent: `${promotion.percent}%`,
      });
  }
}
