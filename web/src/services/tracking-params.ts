/**
 * Tracking query keys (§3: track_id, show_popup_reg, publisher_id, goal_id, goal_entry_id,
 * link_id) are kept for the browser session: a visitor who lands with them and registers
 * later is still attributed to the link they came from.
 */
import { TRACKING_QUERY_KEYS, type TrackingQueryKey } from '@croupier/core/constants';
import type { KeyValueStorage } from '@croupier/core/state';

/** Where the session's tracking values are kept (session storage). */
const TRACKING_STORAGE_KEY = 'croupier.tracking';

/** Tracking values by key. */
export type TrackingParams = Partial<Record<TrackingQueryKey, string>>;

/** The tracking keys present (and non-empty) in a query string. */
function trackingParamsFromQuery(search: string): TrackingParams {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const found: TrackingParams = {};
  for (const key of TRACKING_QUERY_KEYS) {
    const value = query.get(key)?.trim();
    if (value) found[key] = value;
  }
  return found;
}

/** The values stored for this session; an unreadable entry counts as none. */
function storedTrackingParams(storage: KeyValueStorage): TrackingParams {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRACKING_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const found: TrackingParams = {};
    for (const key of TRACKING_QUERY_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') found[key] = value;
    }
    return found;
  } catch {
    return {};
  }
}

/**
 * Merges the query's tracking values over the stored ones (the latest link wins), stores the
 * result and returns it.
 */
export function rememberTrackingParams(search: string, storage: KeyValueStorage): TrackingParams {
  const merged = { ...storedTrackingParams(storage), ...trackingParamsFromQuery(search) };
  try {
    if (Object.keys(merged).length > 0)
      storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(merged));
  } catch {
    // Storage full or denied: the values still serve this page.
  }
  return merged;
}
