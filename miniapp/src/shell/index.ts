export { interceptExternalLinks, isTelegramLink, openOutside } from './external-links.ts';
export {
  createMainButtonClaims,
  type ClaimPriority,
  type MainButtonClaim,
  type MainButtonClaims,
} from './main-button-claims.ts';
export { routeGuards, type RouteGuards } from './route-guards.ts';
export { ShellLayer, type ShellLayerProps } from './ShellLayer.tsx';
export {
  createShellStore,
  type ShellState,
  type ShellStore,
  type SignInState,
} from './shell-state.ts';
export { mainButtonHook } from './use-main-button.ts';
