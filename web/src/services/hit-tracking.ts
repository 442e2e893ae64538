/**
 * Hit tracking at start-up (§7): one hit with the external referrer and the session's track
 * id, and the fraud-check hit 3 s after start (§9) carrying the device session when the
 * operator runs the fraud check (general info `is_seon_enabled`).
 */
import { FRAUD_HIT_DELAY_MS } from '@croupier/core/constants';
import type { KeyValueStorage, Timers } from '@croupier/core/state';
import { externalReferrer, hitUrl } from './hit-url.ts';
import { rememberTrackingParams } from './tracking-params.ts';

/** What hit tracking reads and how it sends. */
export interface HitTrackingDeps {
  /** Sends an image GET (`new Image().src = url` in a browser). */
  send(url: string): void;
  timers: Timers;
  origin: string;
  /** `document.referrer`. */
  referrer: string;
  /** The landing query. */
  search: string;
  /** Session storage: tracking values are kept for the session. */
  sessionStorage: KeyValueStorage;
  /** General info `is_seon_enabled`, read when the fraud check is due. */
  fraudCheckEnabled(): boolean;
  /** The device session the fraud check reports. */
  fraudSession(): string;
}

/** Sends the start hit now and schedules the fraud-check hit; returns the cancel function. */
export function startHitTracking(deps: HitTrackingDeps): () => void {
  const tracking = rememberTrackingParams(deps.search, deps.sessionStorage);
  const start = hitUrl({
    referer: externalReferrer(deps.referrer, deps.origin),
    trackId: tracking.track_id ?? null,
  });
  if (start) deps.send(start);
  const handle = deps.timers.setTimeout(() => {
    if (!deps.fraudCheckEnabled()) return;
    const url = hitUrl({ seonSession: deps.fraudSession() });
    if (url) deps.send(url);
  }, FRAUD_HIT_DELAY_MS);
  return () => deps.timers.clearTimeout(handle);
}
