/**
 * The query the "fill-profile-info confirm" popup opens profile settings with (§2.3): `from`
 * (where the player was sent from) and `toastType` (the toast to show on arrival, §4 kinds).
 */
import type { ToastType } from '@croupier/core/state';

const TOAST_TYPES: readonly ToastType[] = [
  'quest',
  'register',
  'profile',
  'confirm',
  'product',
  'level',
];

/** The popup's values; `from` only when it is an address inside the site. */
export interface FillProfileQuery {
  from: string | null;
  toastType: ToastType | null;
  /** The popup sent the player here (either value present). */
  arrived: boolean;
}

/** Reads `from` and `toastType` from a query string ("?from=…&toastType=…"). */
export function fillProfileQuery(search: string): FillProfileQuery {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const rawFrom = query.get('from');
  const rawType = query.get('toastType');
  // Only our own paths: "//host" and "/\host" leave the site.
  const from =
    rawFrom && /^\/(?![/\\])/.test(rawFrom) && !rawFrom.startsWith('/profile/settings')
      ? rawFrom
      : null;
  const toastType = TOAST_TYPES.find((type) => type === rawType) ?? null;
  return { from, toastType, arrived: rawFrom !== null || rawType !== null };
}
