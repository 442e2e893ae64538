/**
 * Where leaving by accident would hurt: a game (the sportsbook's /betting too) or the cashier. There the client asks before
 * closing and vertical swipes do not close or minimise the app; elsewhere both are restored.
 */

/** What the host should do on a path. */
export interface RouteGuards {
  confirmClosing: boolean;
  verticalSwipes: boolean;
}

/** The guards for an in-app path (locale prefix already stripped). */
export function routeGuards(path: string): RouteGuards {
  const first = path.split(/[?#]/)[0]!.split('/').filter(Boolean)[0] ?? '';
  const guarded = first === 'game' || first === 'betting' || first === 'cashier';
  return { confirmClosing: guarded, verticalSwipes: !guarded };
}
