import { formatMoney } from '@croupier/core/format';
import type { ReactNode } from 'react';
import { useBalances, useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Icon } from '../ui/index.ts';
import { CashierGlyph, type CashierGlyphName } from './CashierGlyph.tsx';
import styles from './CashierLayout.module.css';
import { useCashierInactivity } from './use-cashier-inactivity.ts';

/** The cashier's sections, each a route of §2.2. */
export type CashierSection = 'deposit' | 'withdraw' | 'history' | 'wallet';

const SECTIONS: readonly { id: CashierSection; path: string; glyph: CashierGlyphName }[] = [
  { id: 'deposit', path: '/cashier/deposit', glyph: 'deposit' },
  { id: 'withdraw', path: '/cashier/withdraw', glyph: 'withdraw' },
  { id: 'history', path: '/cashier/history', glyph: 'history' },
  { id: 'wallet', path: '/cashier/wallet', glyph: 'wallet' },
];

/** Props of {@link CashierLayout}. */
export interface CashierLayoutProps {
  /** The section on screen; null for the payment result screens (no tab bar). */
  section: CashierSection | null;
  /** The document title of the screen. */
  title: string;
  children: ReactNode;
}

/**
 * The cashier frame: heading with the real-money balance, the Deposit / Withdraw / History /
 * Wallet bar, the inactivity timer (§3 user_inactivity_cashier_time) and the section.
 */
export function CashierLayout({ section, title, children }: CashierLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const secondsLeft = useCashierInactivity();
  const { lines } = useBalances();
  const main = lines.find((line) => line.kind === 'main');
  const labels: Record<CashierSection, string> = {
    deposit: t('common.deposit', 'Deposit'),
    withdraw: t('common.withdraw', 'Withdraw'),
    history: t('common.history', 'History'),
    wallet: t('cashier.wallet', 'Wallet'),
  };

  return (
    <div className={styles.cashier}>
      {section ? (
        <>
          <div className={styles.head}>
            <h1 className={styles.title}>{t('common.cashier', 'Cashier')}</h1>
            {main ? (
              <p className={styles.balance}>
                <span className={styles.balanceLabel}>
                  {t('common.balances.main', 'Real money')}
                </span>
                <span className={styles.balanceValue} data-testid="cashier-balance">
                  {formatMoney(main.amount, main.currency)}
                </span>
              </p>
            ) : null}
          </div>
          <nav className={styles.tabs} aria-label={t('cashier.sections', 'Cashier sections')}>
            {SECTIONS.map((item) => (
              <Link
                key={item.id}
                href={item.path}
                className={styles.tab}
                aria-current={item.id === section ? 'page' : undefined}
              >
                <CashierGlyph name={item.glyph} size={18} />
                <span>{labels[item.id]}</span>
              </Link>
            ))}
          </nav>
        </>
      ) : null}
      {secondsLeft !== null ? (
        <p className={styles.inactivity} role="status">
          <Icon name="warning" size={16} />
          {t('cashier.inactivityWarning', 'The cashier closes in {seconds} s without activity.', {
            seconds: secondsLeft,
          })}
        </p>
      ) : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
