/**
 * The documented rules of banners, campaign popups, offers and promo codes (README.md in this
 * folder explains them; the tests assert these numbers).
 */

/** A `new_player` offer (and a `registration` popup) is for accounts younger than this. */
export const NEW_PLAYER_DAYS = 7;

/** Currency shown to guests (offers' money, min amounts). */
export const GUEST_CURRENCY = 'USD';

/** Box of the §9 wide banner image (sliders, desktop), CSS pixels. */
export const BANNER_WIDE = { width: 735, height: 240 } as const;

/** Box of the §9 tall banner image (mobile, auth popup side banner), CSS pixels. */
export const BANNER_TALL = { width: 360, height: 520 } as const;

/** Box of an offer's or popup's description image (same as the wide banner). */
export const OFFER_IMAGE = BANNER_WIDE;
