/** Analytics event names and tracking query keys of spec §3/§9. */

/** Analytics events sent by the site (§9). */
export const ANALYTICS_EVENTS = {
  pageview: 'pageview',
  login: 'login',
  signUp: 'sign_up',
  makeDeposit: 'make_deposit',
} as const;

/** One of the §9 analytics event names. */
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** Query keys read for tracking attribution (§3). */
export const TRACKING_QUERY_KEYS = [
  'track_id',
  'show_popup_reg',
  'publisher_id',
  'goal_id',
  'goal_entry_id',
  'link_id',
] as const;

/** One of the §3 tracking query keys. */
export type TrackingQueryKey = (typeof TRACKING_QUERY_KEYS)[number];
