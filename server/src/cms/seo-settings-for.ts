/** Picks the SEO settings of a host: its own entry (a mirror), else the main domain's. */
import type { cms } from '@croupier/core/contract';
import type { SeoFile } from './seo-content.ts';

/** A host name as looked up: lower case, without port or trailing dot. */
function normaliseHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const bare = trimmed.startsWith('[') ? trimmed.slice(0, trimmed.indexOf(']') + 1) : trimmed;
  return bare.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** True for a plausible host name or IP literal (optionally with a port). */
export function isValidHost(host: string): boolean {
  return (
    host.length <= 253 &&
    /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?)(:\d{1,5})?$/i.test(
      host.trim(),
    )
  );
}

/**
 * The settings of `host`. A configured host gets its entry; any other host (a local dev
 * server, a fresh deployment) gets the main domain's settings under its own name, canonical
 * to itself — pointing canonical links at a domain the page is not served from would
 * de-index the site.
 */
export function seoSettingsFor(seo: SeoFile, host: string): cms.SeoSettings {
  const name = normaliseHost(host);
  const own = seo.hosts.find((h) => normaliseHost(h.host) === name);
  if (own) return own;
  const main = seo.hosts[0]!;
  return { ...main, host: name, canonicalHost: undefined };
}

/** Whether the host is configured as a mirror of the main domain. */
export function isMirrorHost(seo: SeoFile, host: string): boolean {
  const settings = seoSettingsFor(seo, host);
  return (
    settings !== seo.hosts[0] &&
    settings.canonicalHost !== undefined &&
    normaliseHost(settings.canonicalHost) !== normaliseHost(settings.host)
  );
}
