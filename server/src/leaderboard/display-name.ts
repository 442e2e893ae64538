/**
 * How other players appear on boards and winner lists: never a uid or a full login. A row
 * shows the nickname (fakename) when set, else the login masked to its first and last two
 * characters ("pl***bc"); jackpot winners' uids are masked the same way ("12***89").
 */

/** Masks all but the first and last two characters ("player1.abc" → "pl***bc"). */
function maskMiddle(text: string): string {
  if (text.length >= 5) return `${text.slice(0, 2)}***${text.slice(-2)}`;
  return `${text.slice(0, 1)}***`;
}

/** A login shown to others: the part before "@" of an e-mail, masked. */
function maskLogin(login: string): string {
  const at = login.indexOf('@');
  const local = (at > 0 ? login.slice(0, at) : login).replace(/^\+/, '');
  return maskMiddle(local);
}

/** A uid shown to others, e.g. "12***89". */
export function maskUid(uid: number): string {
  return maskMiddle(String(uid));
}

/** The name a board row shows: the nickname, or the masked login. */
export function displayName(player: { fakename: string | null; login: string }): string {
  return player.fakename ?? maskLogin(player.login);
}
