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
