/**
 * Changing the CMS config a page sees, for tests of content the shipped config does not have
 * (a registration banner …). The config reaches the browser two ways: fetched from
 * `/nfx/cms/config/{locale}`, or — on a server-rendered page — inside the page's own payload.
 * Both are patched.
 */
import type { Page } from '@playwright/test';
import { rewriteServerData } from './ssr-payload.ts';

type Config = Record<string, unknown>;

/** Applies `patch` to every CMS config the page receives from now on. */
export async function patchCmsConfig(page: Page, patch: (config: Config) => void): Promise<void> {
  await page.route('**/nfx/cms/config/**', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Config;
    patch(config);
    await route.fulfill({ response, json: config });
  });
  await rewriteServerData(page, (payload) => {
    for (const [path, text] of Object.entries(payload.boot)) {
      if (!path.startsWith('/nfx/cms/config/')) continue;
      const config = JSON.parse(text) as Config;
      patch(config);
      payload.boot[path] = JSON.stringify(config);
    }
    return payload;
  });
}
