import { describe, expect, it } from 'vitest';
import * as c from './index.ts';

describe('§9 constants', () => {
  it('time spans', () => {
    expect(c.TOAST_DURATION_MS).toBe(5000);
    expect(c.LOYALTY_NOTICE_DURATION_S).toBe(5);
    expect(c.LOYALTY_NOTICE_VOLUME).toBe(0.5);
    expect(c.REGISTRATION_HINT_MS).toBe(2 * 3600 * 1000);
    expect(c.ONE_DAY_MS).toBe(86_400_000);
    expect(c.CONFIRMATION_HINT_MS).toBe(5 * 86_400_000);
    expect(c.CHAT_LOAD_FALLBACK_MS).toBe(1000);
    expect(c.FRAUD_HIT_DELAY_MS).toBe(3000);
    expect(c.PAGE_RELOAD_GUARD_MS).toBe(10_000);
    expect(c.PROMO_CHECK_DEBOUNCE_MS).toBe(300);
    expect(c.TRACE_LINK_WINDOW_S).toBe(3600);
    expect(c.REDIRECT_DETECTION_S).toBe(0.3);
    expect(c.TRACKING_TZ_OFFSET_HOURS).toBe(3);
    expect(c.TRACKING_TZ_OFFSET_MS).toBe(10_800_000);
    expect(c.INACTIVITY_WARNING_FRACTION).toBe(0.8);
  });

  it('balance refresh defaults: interval 10 s off, clicks 1 s off, off after 5 minutes on', () => {
    expect(c.BALANCE_REFRESH_DEFAULTS).toEqual({
      isEnabledInterval: false,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: false,
      countSecondsForDelayBetweenClick: 1,
    });
    expect(c.BALANCE_REFRESH_SKIP_PATH).toBe('/game/');
  });

  it('limits', () => {
    expect(c.PASSWORD_MIN_LENGTH).toBe(6);
    expect(c.PASSWORD_HELPER_LENGTH).toEqual({ min: 6, max: 20 });
    expect(c.CODE_LENGTH).toBe(6);
    expect(c.NICKNAME_MIN_LENGTH).toBe(4);
    expect(c.POSTCODE_MAX_DIGITS).toBe(8);
    expect(c.YEAR_DIGITS).toBe(4);
    expect(c.UNIQUE_ID_LENGTH).toBe(21);
    expect(c.SUM_DECIMALS).toBe(2);
    expect(c.LOYALTY_PROGRESS_MAX).toBe(100);
  });

  it('page sizes and counts', () => {
    expect(c.TOURNAMENT_GAMES_PAGE_SIZE).toBe(12);
    expect(c.TOURNAMENT_GAMES_SORT).toEqual({ field: 'priority', direction: 'asc' });
    expect(c.BANNER_COUNT).toBe(10);
    expect(c.FREESPINS_COUNT).toBe(99);
    expect([c.GAMES_PAGE_SIZE, c.LARGE_PAGE_SIZE]).toEqual([18, 300]);
    expect(c.DROPDOWN_ITEM_MIN_SIZE).toBe(36);
  });

  it('cookies, theme, currency, platform', () => {
    expect(c.THEME_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(c.LOCALE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 3600);
    expect(c.DEFAULT_THEME).toBe('dark');
    expect(c.DEFAULT_CURRENCY).toBe('USD');
    expect(c.PLATFORM_KINDS).toEqual(['default', 'pwa', 'webview']);
    expect(c.CASHIER_VIEWS).toEqual(['ContainerView', 'ContainerScrollView']);
  });

  it('analytics events and tracking query keys', () => {
    expect(Object.values(c.ANALYTICS_EVENTS)).toEqual([
      'pageview',
      'login',
      'sign_up',
      'make_deposit',
    ]);
    expect(c.TRACKING_QUERY_KEYS).toEqual([
      'track_id',
      'show_popup_reg',
      'publisher_id',
      'goal_id',
      'goal_entry_id',
      'link_id',
    ]);
  });

  it('images: densities 1 and 2, webp, quality 95, banners 735x240 and 360x520', () => {
    expect(c.IMAGE_DENSITIES).toEqual([1, 2]);
    expect(c.IMAGE_DEFAULT_FORMAT).toBe('webp');
    expect(c.IMAGE_DEFAULT_QUALITY).toBe(95);
    expect(c.BANNER_IMAGE_SIZES).toEqual({
      wide: { width: 735, height: 240 },
      tall: { width: 360, height: 520 },
    });
  });
});
