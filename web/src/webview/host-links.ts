/**
 * Link clicks a web view cannot follow the way a browser does. Inside a native host a link to
 * another origin would replace the app's page (or, with `target=_blank`, do nothing), and a
 * `download` link does nothing at all. So, on the document:
 * - a link to another origin opens outside the app when the allowlist marks its host external
 *   (DESIGN §5), and is refused (logged, not followed) otherwise — never an arbitrary URL;
 * - a link to our own origin with `target=_blank` stays in the app;
 * - a `download` link (the game history export) is saved by the host.
 * Clicks the app already handled (its Link's in-app navigations) are left alone.
 */
import { UnsafeNavigationError } from '@croupier/core/errors';
import { resolveNavigation } from '@croupier/core/routing';

/** A file the host should save (the `saveFile` command's URL form). */
export interface HostFile {
  name: string;
  mimeType: string;
  url: string;
}

/** What the interceptor does with what it catches. */
export interface HostLinkDeps {
  origin: string;
  /** The external-navigation allowlist now (it arrives with the CMS config). */
  allowedHosts(): readonly string[];
  openExternal(url: string): void;
  saveFile(file: HostFile): void;
  /** An in-app navigation to `path?query#hash`. */
  navigate(path: string): void;
  log(error: unknown): void;
}

const MIME_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  json: 'application/json',
  pdf: 'application/pdf',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** The file a download link stands for: its `download` name, else the URL's last segment. */
function downloadFile(url: URL, downloadName: string): HostFile {
  let name = downloadName.trim();
  if (!name) {
    const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
    try {
      name = decodeURIComponent(segment);
    } catch {
      name = segment;
    }
  }
  name = (name || 'download').replace(/[\\/]/g, '_').slice(0, 255);
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return {
    name,
    mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
    url: url.href,
  };
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Starts intercepting link clicks on `doc`; returns the remover. */
export function interceptHostLinks(doc: Document, deps: HostLinkDeps): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!anchor || anchor.localName !== 'a') return;
    const link = anchor as HTMLAnchorElement;
    let url: URL;
    try {
      url = new URL(link.getAttribute('href') ?? '', deps.origin);
    } catch {
      return;
    }
    // mailto:, tel: and the like are the host's to handle.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const ours = url.origin === new URL(deps.origin).origin;

    if (link.hasAttribute('download')) {
      event.preventDefault();
      if (!ours && !allowed(url)) return;
      deps.saveFile(downloadFile(url, link.getAttribute('download') ?? ''));
      return;
    }
    if (ours) {
      if (link.target !== '_blank') return;
      event.preventDefault();
      deps.navigate(`${url.pathname}${url.search}${url.hash}`);
      return;
    }
    event.preventDefault();
    if (allowed(url)) deps.openExternal(url.href);
  };

  /** The allowlist rule; a refusal is logged. */
  const allowed = (url: URL): boolean => {
    try {
      return resolveNavigation(url.href, {
        origin: deps.origin,
        allowedHosts: deps.allowedHosts(),
      }).external;
    } catch (error) {
      if (!(error instanceof UnsafeNavigationError)) throw error;
      deps.log(error);
      return false;
    }
  };

  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
