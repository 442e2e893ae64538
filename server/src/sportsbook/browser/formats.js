// @ts-check
/**
 * Money and dates in the player's locale and currency; an unknown locale or currency falls back
 * to plain numbers and ISO dates rather than failing the page.
 */
import { C } from './config.js';
/** @import { Formatter } from './types.js' */

/** @type {Formatter} */
let fmt;
try {
  fmt = new Intl.NumberFormat(C.locale, {
    style: 'currency',
    currency: C.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
} catch {
  // An unknown currency or locale: plain numbers.
  fmt = { format: (/** @type {number} */ n) => n.toFixed(2) + ' ' + C.currency };
}
export const money = (/** @type {string | number} */ v) => fmt.format(Number(v));

/** @returns {{ time: Formatter, day: Formatter, short: Formatter }} */
function dateFormats() {
  try {
    return {
      time: new Intl.DateTimeFormat(C.locale, { hour: '2-digit', minute: '2-digit' }),
      day: new Intl.DateTimeFormat(C.locale, { weekday: 'short', day: 'numeric', month: 'short' }),
      short: new Intl.DateTimeFormat(C.locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }),
    };
  } catch {
    const iso = {
      format: (/** @type {Date} */ d) => d.toISOString().slice(0, 16).replace('T', ' '),
    };
    return { time: iso, day: iso, short: iso };
  }
}
export const { time: timeFmt, day: dayFmt, short: shortFmt } = dateFormats();
