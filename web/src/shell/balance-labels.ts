/** The names of the four balances (§3), translated with defaults. */
import type { Translate } from '../i18n/translate.ts';
import type { BalanceKind } from '../hooks/index.ts';

/** The label of a balance kind. */
export function balanceLabel(t: Translate, kind: BalanceKind): string {
  switch (kind) {
    case 'main':
      return t('common.balances.main', 'Real money');
    case 'bonus':
      return t('common.balances.bonus', 'Bonus');
    case 'betting_bonus':
      return t('common.balances.betting_bonus', 'Betting bonus');
    case 'fun':
      return t('common.balances.fun', 'Fun money');
  }
}
