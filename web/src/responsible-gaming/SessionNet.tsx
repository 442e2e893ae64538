import { formatMoney } from '@croupier/core/format';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useRefreshOnBalance } from '../cashier/use-refresh-on-balance.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { realityCheckState } from './reality-check-state.ts';
import styles from './ResponsibleGaming.module.css';
import { useSessionSummary } from './use-responsible-gaming.ts';

/** Props of {@link SessionNet}. */
export interface SessionNetProps {
  /** Show the net position (real-money play); the pause is reported either way. */
  showNet: boolean;
  /** A reality check opened (true) or was answered (false): the game page pauses under it. */
  onPause(paused: boolean): void;
}

/**
 * The game page's part of issue 18, loaded apart from the game screen: the session's net
 * position — wins less stakes since sign-in, read again whenever the balance moves (every bet
 * and win pushes one) — and the pause while a reality check waits for an answer.
 */
export default function SessionNet({ showNet, onPause }: SessionNetProps) {
  const { t } = useTranslation();
  const summary = useSessionSummary(true);
  useRefreshOnBalance(summary.mutate);
  const paused = useSnapshot(realityCheckState).seconds !== null;
  useEffect(() => onPause(paused), [paused, onPause]);
  const data = summary.data;
  if (!data || !showNet) return null;
  const net = Number(data.session.net);
  const sign = net > 0 ? 'up' : net < 0 ? 'down' : 'even';
  return (
    <p className={styles.net} data-testid="session-net">
      <span className={styles.netLabel}>{t('rg.net.label', 'This session')}</span>
      <span className={styles.netValue} data-sign={sign}>
        {`${net > 0 ? '+' : ''}${formatMoney(data.session.net, data.currency)}`}
      </span>
    </p>
  );
}
