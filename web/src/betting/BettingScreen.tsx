import { useRef } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { HttpError } from '../errors.ts';
import { GameFrame } from '../games/GameFrame.tsx';
import stageStyles from '../games/GameStage.module.css';
import { gameFrameUrl } from '../games/game-path.ts';
import { useFrameAction } from '../games/use-frame-action.ts';
import { useFrameFit } from '../games/use-frame-fit.ts';
import { useFrameToken } from '../games/use-frame-token.ts';
import { useFullscreen } from '../games/use-fullscreen.ts';
import { useDocumentTitle, useLocale, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useGame } from '../games/use-game.ts';
import { cx, IconButton, Spinner } from '../ui/index.ts';
import styles from './BettingScreen.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/** The sportsbook's catalogue entry: it launches like a game (server/src/sportsbook). */
const SPORTSBOOK_SYSNAME = 'dgt_sportsbook';

/**
 * Sports betting (§2.2 `/betting`): the sportsbook in the sandboxed game frame, launched as the
 * game page launches a game — a frame token for a player, the read-only guest book for a
 * visitor (its own slip offers sign-in, beside the header's) — on a stage that fills the phone's screen. The route table
 * hides the support chat badge here (§2.3); the slip's primary action rides the host's main
 * button where there is one (Telegram). The frame is as tall as the book's content and follows
 * the theme (use-frame-fit).
 */
export function BettingScreen() {
  const { t } = useTranslation();
  const title = t('betting.title', 'Sports betting');
  useDocumentTitle(title);
  const { signedIn, user } = useSession();
  const { locale } = useLocale();
  const { game, error } = useGame(SPORTSBOOK_SYSNAME);
  const base = usePlatform().shell.gameFramePrefix;
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(stage);
  // Each player's launch asks for a fresh token; a guest browses without one.
  const token = useFrameToken(signedIn ? `${SPORTSBOOK_SYSNAME}:${user?.uid ?? 0}` : null);
  const src = !game
    ? null
    : !signedIn
      ? gameFrameUrl(game, 'play', { locale, base })
      : token.state.status === 'ready'
        ? gameFrameUrl(game, 'play', { token: token.state.token, locale, base })
        : null;
  useFrameAction(frame, src);
  // Sized to its content (one page scroll, no box inside it) except in full screen.
  const fit = useFrameFit(frame, src, !fullscreen.active);

  if (error) throw error;
  if (game === null) throw new HttpError(404, '/betting');

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.tools}>
          <IconButton
            icon="fullscreen"
            variant="secondary"
            size="sm"
            label={t('games.fullscreen', 'Full screen')}
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
            className={styles.fullscreen}
          />
        </div>
      </div>
      <div
        ref={stage}
        className={cx(
          stageStyles.stage,
          styles.stage,
          fit.height !== null && styles.fitted,
          fullscreen.fallback && stageStyles.pseudoFullscreen,
        )}
      >
        {src ? (
          <GameFrame
            ref={frame}
            src={src}
            title={t('betting.frameTitle', 'Sportsbook')}
            height={fit.height}
          />
        ) : token.state.status === 'failed' ? (
          <div className={stageStyles.message}>
            <LoadFailed
              title={t('betting.failed', 'The sportsbook could not be opened.')}
              onRetry={token.retry}
            />
          </div>
        ) : (
          <div className={stageStyles.message}>
            <Spinner size="lg" label={t('betting.opening', 'Opening the sportsbook…')} />
          </div>
        )}
        {fullscreen.fallback ? (
          <IconButton
            icon="close"
            variant="secondary"
            label={t('games.exitFullscreen', 'Exit full screen')}
            className={stageStyles.exit}
            onClick={fullscreen.exit}
          />
        ) : null}
      </div>
    </div>
  );
}
