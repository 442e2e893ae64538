/**
 * The `/hit` tracking request (§7 hit tracking): an image GET carrying `referer`, `track_id`
 * or `seon_session`. The server stores a `td_<id>` track id as `<id>` with source `td`
 * (server/src/routes/hit.ts), so the client hands it the prefix in exactly that form.
 */

/** Where hits go. */
const HIT_PATH = '/hit';

/** What one hit reports; empty values are left out. */
export interface HitParams {
  referer?: string | null;
  trackId?: string | null;
  seonSession?: string | null;
}

/**
 * A track id as the server expects it: trimmed, and a `td` prefix written as `td_`, `td-` or
 * in capitals (as partners' links vary) converted to the `td_` the server splits off. Null
 * for an empty value.
 */
function canonicalTrackId(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const prefixed = /^td[_-](.+)$/i.exec(value);
  return prefixed ? `td_${prefixed[1]}` : value;
}

/** The `/hit` address for `params`, or null when there is nothing to report. */
export function hitUrl(params: HitParams): string | null {
  const query = new URLSearchParams();
  const referer = params.referer?.trim();
  const trackId = canonicalTrackId(params.trackId);
  const seon = params.seonSession?.trim();
  if (referer) query.set('referer', referer);
  if (trackId) query.set('track_id', trackId);
  if (seon) query.set('seon_session', seon);
  const text = query.toString();
  return text === '' ? null : `${HIT_PATH}?${text}`;
}

/** The referrer worth reporting: another site's address; our own pages are not a source. */
export function externalReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin === new URL(origin).origin ? null : referrer;
  } catch {
    return null;
  }
}
