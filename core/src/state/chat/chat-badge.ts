/** Support chat badge visibility (§2.3): hidden on betting, game-index-sysname and game-sysname. */

/** Route names where the chat badge is hidden. */
export const CHAT_HIDDEN_ROUTES = ['betting', 'game-index-sysname', 'game-sysname'] as const;

/** Route name without its `___{locale}` suffix (DESIGN §5). */
export function baseRouteName(name: string): string {
  const at = name.indexOf('___');
  return at === -1 ? name : name.slice(0, at);
}

/** Whether the badge shows on the named route. */
export function isChatBadgeVisible(routeName: string | null): boolean {
  if (routeName === null) return true;
  return !(CHAT_HIDDEN_ROUTES as readonly string[]).includes(baseRouteName(routeName));
}
