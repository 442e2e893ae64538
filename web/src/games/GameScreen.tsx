import type { contract } from '@croupier/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { HttpError } from '../errors.ts';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useDialogs, useDocumentTitle, useLocale, useSession } from '../hooks/index.ts';
import { Link } from '../router/Link.tsx';
import type { ScreenProps } from '../router/route-screens.ts';
import { useGame } from './use-game.ts';
import { Button, cx, Icon, IconButton, Skeleton, Spinner } from '../ui/index.ts';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { BalanceMenu } from '../shell/BalanceMenu.tsx';
import { GameHistory } from './GameHistory.tsx';
import { GameFrame } from './GameFrame.tsx';
import stageStyles from './GameStage.module.css';
import { gameFrameUrl, modeFromQuery } from './game-path.ts';
import { useFrameAction } from './use-frame-action.ts';
import { useFrameReload } from './use-frame-reload.ts';
import { useFrameToken } from './use-frame-token.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { openGamesSearch } from './open-games-search.ts';
import { GameModeSwitch } from './GameModeSwitch.tsx';
import styles from './GameScreen.module.css';
import { GameStageMessage } from './GameStageMessage.tsx';

type Game = contract.games.Game;

// Issue 18's session net position and reality-check pause, loaded for signed-in players only.
const SessionNet = lazy(() => import('../responsible-gaming/SessionNet.tsx'));

/** Games whose demo popup was shown during this visit (once per game). */
const demoExplained = new Set<string>();

function GameView({ game }: { game: Game }) {
  const { t } = useTranslation();
  const search = useSearch();
  const mode = modeFromQuery(search);
  const { signedIn, user } = useSession();
  const { locale } = useLocale();
  const { open } = useDialogs();
  // A reality check pauses the game until the player answers it (issue 18).
  const [paused, setPaused] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(stage);
  const [roundsOpen, setRoundsOpen] = useState(false);
  // Theatre (desktops): the game over the whole window, without the site's header and footer.
  const [theatre, setTheatre] = useState(false);
  const roundsId = useId();
  const platform = usePlatform();
  const base = platform.shell.gameFramePrefix;
  useDocumentTitle(game.name);
  // A shared link's preview (the server-rendered head's Open Graph card).
  usePlatform().ssr?.report?.({
    card: { title: game.name, description: game.provider_name, image: game.images.cover.x2 },
    thing: { kind: 'game', provider: game.provider_name },
  });

  const playable = mode === 'play' || game.has_demo;
  // Every launch of a signed-in player asks for a fresh token (a new key asks again).
  const launchKey = signedIn && playable ? `${game.sysname}:${mode}:${user?.uid ?? 0}` : null;
  const token = useFrameToken(launchKey);
  const src =
    !playable || (mode === 'play' && !signedIn)
      ? null
      : signedIn
        ? token.state.status === 'ready'
          ? gameFrameUrl(game, mode, { token: token.state.token, locale, base })
          : null
        : gameFrameUrl(game, mode, { locale, base });
  // A frame's primary action (the sportsbook's "Place bet") rides the host's main button.
  useFrameAction(frame, src);
  const frameReload = useFrameReload(src);

  useEffect(() => {
    if (mode !== 'demo' || !game.has_demo || demoExplained.has(game.sysname)) return;
    demoExplained.add(game.sysname);
    open({ name: 'demoMode', props: { gameSysname: game.sysname } });
  }, [mode, game, open]);

  return (
    <div className={styles.page} data-immersive="" data-theatre={theatre ? '' : undefined}>
      <div className={cx(styles.screen, roundsOpen && signedIn && styles.withRounds)}>
        <Link href="/gamehall" className={styles.back}>
          <Icon name="back" size={18} />
          <span className={styles.compact}>{t('common.gamehall', 'Game hall')}</span>
        </Link>
        <div className={styles.heading}>
          <h1 className={styles.title}>{game.name}</h1>
          <Link
            href={`/gamehall?providers=${encodeURIComponent(game.provider)}`}
            className={styles.provider}
          >
            {game.provider_name}
          </Link>
        </div>
        <div className={styles.tools}>
          {signedIn ? (
            <Suspense>
              <SessionNet showNet={mode === 'play'} onPause={setPaused} />
            </Suspense>
          ) : null}
          <GameModeSwitch game={game} mode={mode} />
          <FavouriteButton sysname={game.sysname} name={game.name} look="plain" />
          {signedIn ? (
            <Button
              variant="secondary"
              icon="dice"
              aria-expanded={roundsOpen}
              aria-controls={roundsId}
              onClick={() => setRoundsOpen((value) => !value)}
            >
              <span className={styles.compact}>{t('games.myRounds', 'My rounds')}</span>
            </Button>
          ) : null}
        </div>
        <div className={styles.controls}>
          <IconButton
            icon="search"
            variant="ghost"
            label={t('common.searchGames', 'Search games')}
            aria-haspopup="dialog"
            className={styles.search}
            onClick={() => openGamesSearch(platform.stores.dialogs)}
          />
          {signedIn ? (
            // The header's balance and deposit, where the header is not shown (phones,
            // theatre): the wallet the frame plays on, under the frame's label.
            <div className={styles.wallet}>
              <BalanceMenu kind={mode === 'demo' ? 'fun' : 'main'} />
              <Button href="/cashier/deposit" icon="plus" className={styles.deposit}>
                <span className={styles.compact}>{t('common.deposit', 'Deposit')}</span>
              </Button>
            </div>
          ) : null}
          <Button
            variant="secondary"
            aria-pressed={theatre}
            className={styles.theatreButton}
            onClick={() => setTheatre((value) => !value)}
          >
            {t('games.theatre', 'Theatre mode')}
          </Button>
          <IconButton
            icon="fullscreen"
            variant="secondary"
            label={t('games.fullscreen', 'Full screen')}
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
          />
        </div>
        <div
          ref={stage}
          className={cx(
            stageStyles.stage,
            styles.stage,
            fullscreen.fallback && stageStyles.pseudoFullscreen,
          )}
          data-mode={mode}
          data-paused={paused || undefined}
          inert={paused}
        >
          {src && frameReload.lost ? (
            <div className={stageStyles.notice} role="alert">
              <p>
                {frameReload.online
                  ? t('games.frameLost', 'The connection dropped while the game was running.')
                  : t('games.frameOffline', 'You are offline: the game needs a connection.')}
              </p>
              {frameReload.online ? (
                <Button size="sm" onClick={frameReload.reload}>
                  {t('games.reloadFrame', 'Reload the game')}
                </Button>
              ) : null}
            </div>
          ) : null}
          {src ? (
            <GameFrame
              key={frameReload.key}
              ref={frame}
              src={src}
              title={t('games.frameTitle', '{name} — {mode}', {
                name: game.name,
                mode:
                  mode === 'demo' ? t('games.modeDemo', 'Demo') : t('games.modeReal', 'Real money'),
              })}
            />
          ) : playable && signedIn && token.state.status !== 'failed' ? (
            <div className={stageStyles.message}>
              <Spinner size="lg" label={t('games.launching', 'Starting the game…')} />
            </div>
          ) : (
            <div className={stageStyles.message}>
              <GameStageMessage
                game={game}
                mode={mode}
                tokenFailed={token.state.status === 'failed'}
                onRetry={token.retry}
              />
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
        {signedIn && roundsOpen ? (
          <aside id={roundsId} className={styles.rounds} aria-labelledby={`${roundsId}-title`}>
            <h2 id={`${roundsId}-title`} className={styles.roundsTitle}>
              {t('games.myRounds', 'My rounds')}
            </h2>
            <GameHistory />
          </aside>
        ) : null}
      </div>
      {game.description ? (
        <section className={styles.about} aria-labelledby={`${roundsId}-about`}>
          <h2 id={`${roundsId}-about`}>{t('games.about', 'About the game')}</h2>
          <SafeHtml html={game.description} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The game page (§2.2 `/game/{sysname}`, a game page: no chat badge, no balance polling):
 * the game in a sandboxed frame launched from `/platform/game/…/{mode}`, a real/demo switch,
 * the demo mode popup, fullscreen, favourites, back to the hall, and "My rounds". Immersive
 * (issue 19): the frame fits the window; on phones it runs edge to edge under a slim bar (back,
 * balance, deposit, full screen; the layout drops header, tab bar and footer) with the rest
 * below it; desktops add a theatre mode.
 */
export function GameScreen({ params }: ScreenProps) {
  const sysname = params.sysname ?? '';
  const { game, error } = useGame(sysname);
  if (error) throw error;
  if (game === null) throw new HttpError(404, `/game/${sysname}`);
  if (!game) {
    return (
      <div className={styles.page} data-immersive="" aria-busy="true">
        <Skeleton height={48} radius="md" />
        <Skeleton aspectRatio="16 / 9" radius="lg" />
      </div>
    );
  }
  return <GameView key={game.sysname} game={game} />;
}
