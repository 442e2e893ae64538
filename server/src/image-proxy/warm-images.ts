/**
 * Renders, right after start, the proxy images the first screens of the public pages show
 * (banners, category icons, the first tiles — both densities), so the first visitors do not
 * wait for sharp: a cold proxy made the LCP image of the home page and the game hall the
 * slowest request of a first load. The pages are rendered in-process (`app.inject`, the same
 * HTML a browser gets) and every `/img/` address in them is asked for once, one at a time, so
 * requests from players keep their share of the cores.
 */
import type { FastifyInstance } from 'fastify';
import { IMAGE_PROXY_BASE } from './image-proxy-routes.ts';

/** Pages whose images are warmed: the ones players and crawlers open first. */
const WARM_PAGES: readonly string[] = ['/', '/gamehall', '/promotions'];

// Up to whitespace or a quote: the proxy's modifiers hold commas (`f_webp,q_95,…`).
const IMAGE_ADDRESS = new RegExp(`${IMAGE_PROXY_BASE}/[^\\s"'<>]+`, 'g');

// Scripts are left out: the page's data (`ssr-data`) names the images of every game it holds.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/** The distinct proxy image addresses in `html`'s markup (src, srcset and preload links alike). */
function proxyImagesIn(html: string): string[] {
  const markup = html.replace(SCRIPT, '').replaceAll('&amp;', '&');
  return [...new Set(markup.match(IMAGE_ADDRESS) ?? [])];
}

/** Renders the images of `pages`; resolves with how many were rendered. Never rejects. */
export async function warmImages(
  app: FastifyInstance,
  pages: readonly string[] = WARM_PAGES,
): Promise<number> {
  const images = new Set<string>();
  for (const url of pages) {
    try {
      const page = await app.inject({ method: 'GET', url });
      if (page.statusCode === 200) for (const image of proxyImagesIn(page.body)) images.add(image);
    } catch (error) {
      app.log.warn({ err: error, url }, 'image warm-up: page not rendered');
    }
  }
  let rendered = 0;
  for (const url of images) {
    try {
      const answer = await app.inject({ method: 'GET', url });
      if (answer.statusCode === 200) rendered += 1;
    } catch (error) {
      app.log.warn({ err: error, url }, 'image warm-up: image not rendered');
    }
  }
  return rendered;
}
