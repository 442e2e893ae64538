/** Routing rules as data and pure functions (spec §2, DESIGN §5). */
export type { LocaleConfig, StrippedPath } from './locale-prefix.ts';
export {
  alternatePaths,
  baseRouteName,
  localeOfPath,
  localizePath,
  requireLocaleConfig,
  stripLocale,
  unprefixedDefaultLocale,
} from './locale-prefix.ts';
export type {
  RouteDef,
  RouteFlags,
  RouteGuard,
  RouteLayout,
  RouteRedirect,
  SeoTemplate,
  SystemPageDef,
  SystemPageName,
} from './route-table.ts';
export {
  ROUTES,
  SYSTEM_PAGES,
  isRouteNamed,
  routeByName,
  routePath,
  systemPage,
} from './route-table.ts';
export type { RouteMatch } from './match-route.ts';
export { matchRoute, routeRedirectTarget } from './match-route.ts';
export type { LocationParts, UserLike } from './guards.ts';
export {
  GUARDED_SEGMENTS,
  billingRedirect,
  fullAddress,
  guestGuard,
  isDepositPath,
  pathRequiresAuth,
} from './guards.ts';
export type { ConfiguredRedirect, RedirectResult } from './redirects.ts';
export { applyRedirects } from './redirects.ts';
export type { NavigationOptions, NavigationTarget, SafeUrlOptions } from './safe-url.ts';
export {
  isHostAllowed,
  resolveNavigation,
  returnUrlFromQuery,
  safeInAppPath,
  sanitizeReturnUrl,
} from './safe-url.ts';
export type { FlagStorage, PopupFlags, RealModeAction } from './popup-flags.ts';
export {
  AUTH_POPUP_STORAGE_KEY,
  PREVENT_CLOSE,
  SHOW_POPUP_AUTH,
  SHOW_POPUP_REG,
  addressWithoutPopupFlags,
  afterLoginTarget,
  afterLogoutTarget,
  afterRegistrationTarget,
  hasHashMarker,
  isMiniAppEntry,
  miniAppEntryUrl,
  popupFlagsFromQuery,
  popupPreviewId,
  queryWithoutPopupFlags,
  readPopupFlags,
  realModeAction,
  storedAuthPopupFlag,
} from './popup-flags.ts';
export type { FormFrameMessage, FramePathMessage, ReceivedMessage } from './frame-messages.ts';
export {
  FRAME_PATH_MESSAGE_TYPE,
  formFrameMessageFrom,
  formFrameRedirectMessage,
  framePathFromMessage,
  framePathMessage,
  isFormFramePath,
  refreshUserMessage,
} from './frame-messages.ts';
