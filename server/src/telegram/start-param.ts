/**
 * The Mini App start parameter (`startapp=` of the launch link, signed inside init data)
 * as a referral or a promo code: `ref_<code>` or `promo_<code>`. Anything else is kept raw
 * but means neither.
 */

/** What a start parameter stands for. */
export type StartParamMeaning = { kind: 'referral' | 'promo'; code: string } | null;

// Telegram allows A-Z a-z 0-9 _ - in start parameters, up to 64 characters.
const START_PARAM = /^(ref|promo)_([A-Za-z0-9_-]{1,58})$/;

/** The referral or promo code a start parameter carries, or null. */
export function parseStartParam(param: string | undefined | null): StartParamMeaning {
  if (!param) return null;
  const m = START_PARAM.exec(param);
  if (!m) return null;
  return { kind: m[1] === 'ref' ? 'referral' : 'promo', code: m[2]! };
}
