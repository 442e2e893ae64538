/** Business constants and limits of spec §9. */
export { ANALYTICS_EVENTS, TRACKING_QUERY_KEYS } from './analytics.ts';
export type { AnalyticsEvent, TrackingQueryKey } from './analytics.ts';
export { BALANCE_REFRESH_DEFAULTS, BALANCE_REFRESH_SKIP_PATH } from './balance-refresh.ts';
export type { BalanceRefreshSettings } from './balance-refresh.ts';
export { BREAKPOINTS, breakpointFor, minWidthQuery } from './breakpoints.ts';
export type { Breakpoint, BreakpointRange } from './breakpoints.ts';
export { CASHIER_VIEWS } from './cashier-views.ts';
export type { CashierView } from './cashier-views.ts';
export {
  DEFAULT_THEME,
  LOCALE_COOKIE_MAX_AGE_S,
  THEME_COOKIE_MAX_AGE_S,
  THEMES,
} from './cookies.ts';
export type { Theme } from './cookies.ts';
export { DEFAULT_CURRENCY } from './currency.ts';
export {
  DEPOSIT_LIMIT_PERIOD_NONE,
  DEPOSIT_LIMIT_PERIODS,
  isDepositLimitPeriod,
} from './deposit-limit-periods.ts';
export type { DepositLimitPeriod } from './deposit-limit-periods.ts';
export {
  CHAT_LOAD_FALLBACK_MS,
  CONFIRMATION_HINT_MS,
  FRAUD_HIT_DELAY_MS,
  INACTIVITY_WARNING_FRACTION,
  LOYALTY_NOTICE_DURATION_S,
  LOYALTY_NOTICE_VOLUME,
  ONE_DAY_MS,
  PAGE_RELOAD_GUARD_MS,
  PROMO_CHECK_DEBOUNCE_MS,
  REDIRECT_DETECTION_S,
  REGISTRATION_HINT_MS,
  TOAST_DURATION_MS,
  TRACE_LINK_WINDOW_S,
  TRACKING_TZ_OFFSET_HOURS,
  TRACKING_TZ_OFFSET_MS,
} from './durations.ts';
export {
  BANNER_IMAGE_SIZES,
  IMAGE_DEFAULT_FORMAT,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DENSITIES,
} from './images.ts';
export {
  CODE_LENGTH,
  LOYALTY_PROGRESS_MAX,
  NICKNAME_MIN_LENGTH,
  PASSWORD_HELPER_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTCODE_MAX_DIGITS,
  SUM_DECIMALS,
  UNIQUE_ID_LENGTH,
  YEAR_DIGITS,
} from './limits.ts';
export {
  BANNER_COUNT,
  DROPDOWN_ITEM_MIN_SIZE,
  FREESPINS_COUNT,
  GAMES_PAGE_SIZE,
  LARGE_PAGE_SIZE,
  TOURNAMENT_GAMES_PAGE_SIZE,
  TOURNAMENT_GAMES_SORT,
} from './page-sizes.ts';
export { PLATFORM_KINDS } from './platform-kinds.ts';
export type { PlatformKind } from './platform-kinds.ts';
export {
  SELF_EXCLUSION_PERIODS,
  selfExclusionEnd,
  selfExclusionPeriod,
} from './self-exclusion-periods.ts';
export type { SelfExclusionPeriod, SelfExclusionPeriodId } from './self-exclusion-periods.ts';
export { isProfileFieldName, PROFILE_FIELD_NAMES } from './profile-fields.ts';
export type { ProfileFieldName } from './profile-fields.ts';
