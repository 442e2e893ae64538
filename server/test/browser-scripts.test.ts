/**
 * The demo pages' scripts are files served from our origin (http/browser-script.ts): as
 * JavaScript, the file's own bytes, kept for good at their versioned address and checked at any
 * other, with an ETag; the ones sandboxed game frames load are open to an opaque origin.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { DEMO_CHAT_WIDGET_SCRIPT } from '../src/demo-chat/widget-script.ts';
import { CHECKOUT_SCRIPT } from '../src/demo-payments/checkout-script.ts';
import { SLOT_SCRIPT } from '../src/demo-game/slot-page.ts';
import { VERIFIER_SCRIPT } from '../src/demo-kyc/verifier-script.ts';
import type { BrowserScript } from '../src/http/browser-script.ts';
import { SPORTSBOOK_SCRIPT } from '../src/sportsbook/sportsbook-page.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 5 });

const SCRIPTS: { script: BrowserScript; file: string; sandboxed: boolean }[] = [
  { script: SPORTSBOOK_SCRIPT, file: 'sportsbook/browser/sportsbook-page.js', sandboxed: true },
  { script: SLOT_SCRIPT, file: 'demo-game/browser/slot-page.js', sandboxed: true },
  { script: VERIFIER_SCRIPT, file: 'demo-kyc/browser/verifier-page.js', sandboxed: false },
  { script: DEMO_CHAT_WIDGET_SCRIPT, file: 'demo-chat/browser/chat-widget.js', sandboxed: false },
  { script: CHECKOUT_SCRIPT, file: 'demo-payments/browser/checkout-page.js', sandboxed: false },
];

describe.each(SCRIPTS)('$script.path', ({ script, file, sandboxed }) => {
  it('is the file, as JavaScript, kept for good at its versioned address', async () => {
    const res = await server.client().get(script.path, { v: script.version() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe(readFileSync(join(SERVER_ROOT, 'src', file), 'utf8'));
    expect(res.body).toMatch(/^\/\/ @ts-check\n/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A script is no document: no CSP or frame options on it.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    // A sandboxed frame's origin is opaque: same-origin would block the script there.
    expect(res.headers.get('cross-origin-resource-policy')).toBe(
      sandboxed ? 'cross-origin' : 'same-origin',
    );
    const again = await server
      .client()
      .get(script.path, { v: script.version() }, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('is checked with the server on each use at any other address', async () => {
    const res = await server.client().get(script.path, { v: 'older' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^(no-cache|public, max-age=\d+)$/);
    expect(script.src()).toBe(`${script.path}?v=${script.version()}`);
  });
});
