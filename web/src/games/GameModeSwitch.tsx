import type { contract } from '@croupier/core';
import { gamePath, type GameMode } from './game-path.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { cx } from '../ui/index.ts';
import styles from './GameScreen.module.css';

/** The real money / demo switch of the game page (demo off when the game has none). */
export function GameModeSwitch({ game, mode }: { game: contract.games.Game; mode: GameMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = (next: GameMode) => {
    if (next !== mode) navigate(gamePath(game.sysname, next), { replace: true });
  };
  return (
    <div className={styles.modes} role="group" aria-label={t('games.mode', 'Game mode')}>
      <button
        type="button"
        className={cx(styles.mode, mode === 'play' && styles.modeOn)}
        aria-pressed={mode === 'play'}
        onClick={() => to('play')}
      >
        {t('games.modeReal', 'Real money')}
      </button>
      <button
        type="button"
        className={cx(styles.mode, mode === 'demo' && styles.modeOn)}
        aria-pressed={mode === 'demo'}
        disabled={!game.has_demo}
        title={game.has_demo ? undefined : t('games.noDemo', 'This game has no demo mode')}
        onClick={() => to('demo')}
      >
        {t('games.modeDemo', 'Demo')}
      </button>
    </div>
  );
}
