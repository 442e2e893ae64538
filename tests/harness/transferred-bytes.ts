/**
 * The bytes a page really costs a browser: every response of the page and its frames, as
 * transferred — headers plus the body as it came over the wire, i.e. after Content-Encoding
 * (Playwright's `request.sizes()`). What the server sends, not what a build could weigh.
 */
import type { Page, Request } from '@playwright/test';

/** One finished response. */
interface Transfer {
  url: string;
  /** Playwright's resource type: document, script, stylesheet, image, fetch… */
  type: string;
  /** Headers and encoded body, in bytes. */
  bytes: number;
  encoding: string;
}

/** Records the transfers of `page` (start before the navigation you measure). */
export function recordTransfers(page: Page) {
  const pending: Promise<void>[] = [];
  const transfers: Transfer[] = [];
  const take = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || request.url().startsWith('data:')) return;
        const sizes = await request.sizes();
        transfers.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        });
      })().catch(() => undefined),
    );
  };
  page.on('requestfinished', take);
  return {
    /** Every transfer so far (awaits the sizes of the finished ones). */
    async all(): Promise<Transfer[]> {
      await Promise.all(pending);
      return [...transfers];
    },
    /** Kilobytes (1024) of the transfers of one resource type from `origin`. */
    async kb(type: string, origin: string): Promise<number> {
      const bytes = (await this.all())
        .filter((t) => t.type === type && t.url.startsWith(origin))
        .reduce((sum, t) => sum + t.bytes, 0);
      return Math.round((bytes / 1024) * 10) / 10;
    },
  };
}
