import type { contract } from '@croupier/core';
import { gamePath, type GameMode } from './game-path.ts';
import { useAuthPopup } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Button, EmptyState } from '../ui/index.ts';

/** What the stage shows instead of a frame (guest in real mode, no demo, token failure). */
export function GameStageMessage({
  game,
  mode,
  tokenFailed,
  onRetry,
}: {
  game: contract.games.Game;
  mode: GameMode;
  tokenFailed: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const openAuth = useAuthPopup();
  const navigate = useNavigate();
  if (tokenFailed) {
    return (
      <EmptyState
        icon="warning"
        title={t('games.launchFailed', 'The game could not be started.')}
        actions={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry', 'Try again')}
          </Button>
        }
      />
    );
  }
  if (mode === 'demo') {
    return (
      <EmptyState
        icon="info"
        title={t('games.noDemo', 'This game has no demo mode')}
        actions={
          <Button onClick={() => navigate(gamePath(game.sysname, 'play'), { replace: true })}>
            {t('common.playForReal', 'Play for real')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon="lock"
      title={t('games.signInToPlay', 'Sign in to play for real money')}
      text={
        game.has_demo
          ? t(
              'games.signInOrDemo',
              'Log in or sign up to play {name} for real, or try it for free.',
              {
                name: game.name,
              },
            )
          : t('games.signInOnly', 'Log in or sign up to play {name}.', { name: game.name })
      }
      actions={
        <>
          <Button onClick={() => openAuth('registration')}>
            {t('common.register', 'Sign up')}
          </Button>
          <Button variant="secondary" onClick={() => openAuth('authorization')}>
            {t('common.login', 'Log in')}
          </Button>
          {game.has_demo ? (
            <Button
              variant="ghost"
              onClick={() => navigate(gamePath(game.sysname, 'demo'), { replace: true })}
            >
              {t('common.playForFun', 'Play for fun')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
