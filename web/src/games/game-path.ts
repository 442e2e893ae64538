/** Addresses of the game pages and of the game frame (spec §2.2). */
import type { contract } from '@croupier/core';

type Game = contract.games.Game;

/** How a game is played: for real money (`play`, the default) or fun money (`demo`). */
export type GameMode = 'play' | 'demo';

/** The game page of `sysname` (`/game/{sysname}`), in demo mode when asked. */
export function gamePath(sysname: string, mode: GameMode = 'play'): string {
  const path = `/game/${encodeURIComponent(sysname)}`;
  return mode === 'demo' ? `${path}?mode=demo` : path;
}

/**
 * The frame's address: `/platform/game/{sysname | custom/{name}}/{mode}` (§2.2), with the
 * frame token of a signed-in player (account.getToken) so the frame needs no session cookie.
 * `base` is the shell's launch prefix (the miniapp's `/miniapp`: the only launch the server
 * lets Telegram's web clients frame); none in a plain browser.
 */
export function gameFrameUrl(
  game: Pick<Game, 'sysname' | 'custom_name'>,
  mode: GameMode,
  options: { token?: string | null; locale?: string; base?: string } = {},
): string {
  const name = game.custom_name
    ? `custom/${encodeURIComponent(game.custom_name)}`
    : encodeURIComponent(game.sysname);
  const query = new URLSearchParams();
  if (options.token) query.set('token', options.token);
  if (options.locale) query.set('locale', options.locale);
  const search = query.toString();
  return `${options.base ?? ''}/platform/game/${name}/${mode}${search ? `?${search}` : ''}`;
}

/** The mode a game page's query asks for (`mode=demo`; anything else plays for real). */
export function modeFromQuery(search: string): GameMode {
  return new URLSearchParams(search).get('mode') === 'demo' ? 'demo' : 'play';
}
