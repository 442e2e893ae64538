/**
 * The data a server-rendered page carries for its hydration (`<script id="ssr-data">`,
 * web/src/ssr/ssr-payload.ts), as tests change it on its way to the browser.
 */
import type { Page } from '@playwright/test';

/** What the page carries: the start-up's answers by path (JSON text), the screens' answers. */
interface SsrPayload {
  boot: Record<string, string>;
  answers: Record<string, unknown>;
}

const PAYLOAD = /(<script type="application\/json" id="ssr-data">)([\s\S]*?)(<\/script>)/;

/** JSON for inside a script element, as the server writes it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Rewrites every page the browser loads from now on: `change` gets the payload and returns the
 * new one, or null to drop it (the browser then starts as a client-rendered app, fetching its
 * data itself). Registered last, this route sees every request first and hands all but pages on.
 */
export async function rewriteServerData(
  page: Page,
  change: (payload: SsrPayload) => SsrPayload | null,
): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      PAYLOAD,
      (_all, open: string, json: string, close: string) => {
        const next = change(JSON.parse(json) as SsrPayload);
        return next ? `${open}${scriptJson(next)}${close}` : '';
      },
    );
    await route.fulfill({
      status: response.status(),
      contentType: 'text/html; charset=utf-8',
      body: html,
    });
  });
}

/**
 * Drops the page's server data in the browser itself, before the app reads it, so the app
 * starts client-rendered and fetches its data. Unlike {@link rewriteServerData} it routes
 * nothing, and Playwright's routing would turn off the browser's HTTP cache.
 */
export async function dropServerDataInBrowser(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      const data = document.getElementById('ssr-data');
      if (!data) return;
      data.remove();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
