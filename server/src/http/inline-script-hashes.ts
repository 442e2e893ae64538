/**
 * CSP hashes of a page's inline scripts. Each client's index.html carries a tiny script that
 * puts the theme on the page before first paint (the web's from the theme cookie, the
 * miniapp's from Telegram; a script file would make the paint wait for a request); the Mini
 * App's also has a second, which asks for home's first screen while the app downloads. The CSP
 * allows exactly those scripts by their SHA-256, computed here from the built page, so an edit
 * or a rebuild never leaves a stale hash behind.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** Whether a script element with these attributes runs (data blocks such as JSON do not). */
function isScriptType(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript';
}

/** `'sha256-…'` of every inline (no `src`) classic script of `html`, in order. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .filter(([, attributes]) => isScriptType(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of the page at `path`, read again when the file changes (a rebuild under a
 * running server); none while there is no such file.
 */
export function pageInlineScriptHashes(path: string): () => string[] {
  let seen: { mtimeMs: number; hashes: string[] } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return [];
    }
    if (seen?.mtimeMs !== mtimeMs) {
      seen = { mtimeMs, hashes: inlineScriptHashes(readFileSync(path, 'utf8')) };
    }
    return seen.hashes;
  };
}
