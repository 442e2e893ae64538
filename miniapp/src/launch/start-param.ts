/**
 * The deep-link start parameter (`t.me/<bot>/<app>?startapp=…`), read from the signed init
 * data: `game_<sysname>` opens a game, `promo_<code>` applies a promo code, `ref_<code>`
 * records a referral (the server reads it from the signed payload at registration).
 */

/** What a start parameter asks for. */
export type StartAction =
  | { kind: 'game'; sysname: string }
  | { kind: 'promo'; code: string }
  | { kind: 'referral'; code: string };

// Telegram allows A-Z a-z 0-9 _ - in start parameters, up to 64 characters.
const START = /^(game|promo|ref)_([A-Za-z0-9_-]{1,60})$/;

/** The action of a start parameter, or null for anything else. */
export function parseStartParam(param: string | null | undefined): StartAction | null {
  const m = param ? START.exec(param) : null;
  if (!m) return null;
  const value = m[2]!;
  if (m[1] === 'game') return { kind: 'game', sysname: value };
  if (m[1] === 'promo') return { kind: 'promo', code: value };
  return { kind: 'referral', code: value };
}
