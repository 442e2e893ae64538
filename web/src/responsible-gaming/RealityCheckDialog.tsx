import { formatMoney } from '@croupier/core/format';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Button, Skeleton } from '../ui/index.ts';
import { durationText } from './rg-text.ts';
import styles from './ResponsibleGaming.module.css';
import { useSessionSummary } from './use-responsible-gaming.ts';

/** Props of {@link RealityCheckDialog}. */
export interface RealityCheckDialogProps {
  /** Seconds signed in when the check came due. */
  seconds: number;
  /** The player answered: the dialog goes and the game resumes. */
  onClose(): void;
}

/**
 * The reality check's content (issue 18, RTS 13): how long the player has been signed in and the
 * session's net position, with "Continue", "View history" and "Log out". It cannot be
 * dismissed otherwise, and the game page stays paused under it until one is chosen.
 */
export function RealityCheckDialog({ seconds, onClose }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const navigate = useNavigate();
  const summary = useSessionSummary(true, { revalidateOnMount: true, dedupingInterval: 0 });
  const data = summary.data;
  const net = data ? Number(data.session.net) : 0;

  const done = () => {
    onClose();
    // A fresh read schedules the next check from the server's clock.
    void summary.mutate();
  };

  return (
    <div className={styles.check} data-testid="reality-check-dialog">
      <p>
        {t(
          'rg.check.intro',
          'A reminder of how your session is going. Your game is paused until you choose.',
        )}
      </p>
      <dl className={styles.checkFigures}>
        <div className={styles.figure}>
          <dt>{t('rg.check.time', 'Time signed in')}</dt>
          <dd data-testid="reality-check-time">{durationText(t, seconds)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('rg.check.net', 'Net this session')}</dt>
          <dd data-testid="reality-check-net">
            {data ? (
              `${net > 0 ? '+' : ''}${formatMoney(data.session.net, data.currency)}`
            ) : (
              <Skeleton height={20} />
            )}
          </dd>
        </div>
      </dl>
      {data ? (
        <p className={styles.muted}>
          {t('rg.check.detail', 'Staked {wagered}, won {won}.', {
            wagered: formatMoney(data.session.wagered, data.currency),
            won: formatMoney(data.session.won, data.currency),
          })}
        </p>
      ) : null}
      <div className={styles.checkActions}>
        <Button onClick={done}>{t('rg.check.continue', 'Continue playing')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            done();
            navigate('/cashier/history');
          }}
        >
          {t('rg.check.history', 'View history')}
        </Button>
        <Button
          variant="secondary"
          icon="logout"
          onClick={() => {
            onClose();
            void platform.stores.session.logout();
          }}
        >
          {t('common.logout', 'Log out')}
        </Button>
      </div>
    </div>
  );
}
