/** Time spans of spec §4/§9, in milliseconds unless the name says otherwise. */

/** One day in milliseconds (§9: 864e5). */
export const ONE_DAY_MS = 864e5;

/** Default time a toast stays before it removes itself (§4, §9). */
export const TOAST_DURATION_MS = 5000;

/** Default loyalty notice duration, in seconds (§3 Loyalty config, §9). */
export const LOYALTY_NOTICE_DURATION_S = 5;

/** Volume of the loyalty notice sound (§9). */
export const LOYALTY_NOTICE_VOLUME = 0.5;

/** The registration hint shows this long after reg_time while there are no deposits (§4). */
export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;

/** The confirmation hint shows this long after reg_time while the login is unconfirmed (§4). */
export const CONFIRMATION_HINT_MS = 5 * ONE_DAY_MS;

/** The support chat loads after this delay when no idle callback exists (§4, §9). */
export const CHAT_LOAD_FALLBACK_MS = 1000;

/** The fraud-check hit is sent this long after start (§9). */
export const FRAUD_HIT_DELAY_MS = 3000;

/** Window in which a second page reload is suppressed (§9). */
export const PAGE_RELOAD_GUARD_MS = 10_000;

/** The server promo code check waits this long after the last keystroke (§5, §9). */
export const PROMO_CHECK_DEBOUNCE_MS = 300;

/** Inactivity warning appears at this fraction of time_to_force_logout (§4). */
export const INACTIVITY_WARNING_FRACTION = 0.8;

/** Previous trace link window, in seconds (§9). */
export const TRACE_LINK_WINDOW_S = 3600;

/** Redirect detection threshold, in seconds (§9). */
export const REDIRECT_DETECTION_S = 0.3;

/** Hours added to analytics event timestamps (§9 tracking time zone offset). */
export const TRACKING_TZ_OFFSET_HOURS = 3;

/** The same offset in milliseconds, for adding to epoch timestamps. */
export const TRACKING_TZ_OFFSET_MS = TRACKING_TZ_OFFSET_HOURS * 60 * 60 * 1000;
