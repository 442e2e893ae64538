/**
 * Which originals the proxy may read: same-origin paths under `/media/` only. An absolute URL
 * is refused rather than fetched, so the proxy can never be turned against other hosts (no
 * server-side request forgery), and no path may climb out of `/media/`.
 */

/** The one folder the proxy reads originals from. */
const MEDIA_PREFIX = '/media/';

/** The source as a path below the media root (`media/…`, no leading slash), or null when refused. */
export function allowedSource(src: string): string | null {
  if (!src.startsWith(MEDIA_PREFIX)) return null;
  if (/[\\\0?#]/.test(src)) return null;
  const segments = src.slice(1).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return segments.join('/');
}
