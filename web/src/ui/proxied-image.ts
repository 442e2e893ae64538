/** `src`/`srcSet` of an image through the proxy (spec §9: densities 1 and 2, webp). */
import { imageSrcSet, imageUrl, type ImageOptions } from '@croupier/core/format';

/** An image in the two densities, as the API sends it (already proxied) or as a source path. */
export type ImageSource = { x1: string; x2: string } | string;

const PROXY_PREFIX = '/img/';

/** `src` and `srcSet` for an image: API image sets are used as sent, sources go through the proxy. */
export function proxiedImage(
  source: ImageSource,
  options: ImageOptions,
): { src: string; srcSet: string } {
  if (typeof source !== 'string') {
    return { src: source.x1, srcSet: `${source.x1} 1x, ${source.x2} 2x` };
  }
  if (source.startsWith(PROXY_PREFIX)) return { src: source, srcSet: `${source} 1x` };
  return { src: imageUrl(source, options), srcSet: imageSrcSet(source, options) };
}

/**
 * A density `srcSet` ("a 1x, b 2x") as width descriptors of an image `width` CSS pixels wide at
 * 1x ("a 240w, b 480w"), for use with `sizes`: the browser then picks by the size the image is
 * shown at, so a phone's small tile gets the 1x file even on a 1.75 or 2 DPR screen where a
 * density list would always pick 2x.
 */
export function widthDescriptors(srcSet: string, width: number): string {
  // Candidates are split at a comma followed by space: the proxy's own URLs hold commas
  // (`/img/f_webp,q_95,w_240/…`), never followed by a space.
  return srcSet
    .trim()
    .split(/,\s+/)
    .map((candidate) => {
      const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
      const density = Number.parseFloat(descriptor);
      return `${url} ${Math.round(width * (Number.isFinite(density) ? density : 1))}w`;
    })
    .join(', ');
}
