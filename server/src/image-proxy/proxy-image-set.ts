/** Image sets for API payloads, built with core's one proxy URL form (§9: densities 1 and 2). */
import { imageUrl, type ImageFit } from '@croupier/core/format';

/** A box in CSS pixels the image is shown in. */
export interface ImageBox {
  width: number;
  height: number;
  fit?: ImageFit;
}

/** `{x1, x2}` proxy URLs (webp, quality 95) of a stored original such as `media/games/x.svg`. */
export function proxyImageSet(source: string, box: ImageBox): { x1: string; x2: string } {
  const src = source.startsWith('/') ? source : `/${source}`;
  const at = (d: number) =>
    imageUrl(src, { width: box.width * d, height: box.height * d, fit: box.fit ?? 'cover' });
  return { x1: at(1), x2: at(2) };
}
