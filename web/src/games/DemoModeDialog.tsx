import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useAuthPopup, useSession } from '../hooks/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Button, Icon } from '../ui/index.ts';
import styles from './DemoModeDialog.module.css';
import { gamePath } from './game-path.ts';

/**
 * The demo mode popup (named popup `demoMode`, §2.3): demo play uses fun money that cannot
 * be won or withdrawn; real play is one click away (registration first for guests).
 */
export function DemoModeDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const openAuth = useAuthPopup();
  const navigate = useNavigate();
  const sysname = typeof entry.props.gameSysname === 'string' ? entry.props.gameSysname : null;

  const playForReal = () => {
    close();
    if (!signedIn) openAuth('registration');
    else if (sysname) navigate(gamePath(sysname, 'play'));
  };

  return (
    <div className={styles.demo}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="dice" size={28} />
      </span>
      <p className={styles.lead}>
        {t(
          'games.demoText',
          'You are playing with fun money. It costs nothing, and wins in demo mode cannot be withdrawn.',
        )}
      </p>
      <ul className={styles.points}>
        <li>
          <Icon name="check" size={16} />
          {t('games.demoPointRules', 'Same rules and odds as real play')}
        </li>
        <li>
          <Icon name="check" size={16} />
          {t('games.demoPointRefill', 'Your fun balance refills when it runs low')}
        </li>
      </ul>
      <div className={styles.actions}>
        <Button onClick={playForReal} icon="wallet">
          {signedIn
            ? t('common.playForReal', 'Play for real')
            : t('games.demoRegister', 'Sign up to play for real')}
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          {t('games.demoContinue', 'Continue in demo')}
        </Button>
      </div>
    </div>
  );
}
