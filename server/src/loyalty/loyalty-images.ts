/** Image sets of loyalty payloads, in the sizes each place shows them (§9: densities 1 and 2). */
import { proxyImageSet, type ImageBox } from '../image-proxy/proxy-image-set.ts';

/** CSS-pixel boxes per place an image is shown. */
export const LOYALTY_IMAGE_BOXES = {
  program: { width: 640, height: 320 },
  level: { width: 80, height: 80, fit: 'contain' },
  character: { width: 160, height: 160 },
  product: { width: 320, height: 200 },
  quest: { width: 80, height: 80, fit: 'contain' },
  notice: { width: 64, height: 64, fit: 'contain' },
} as const satisfies Record<string, ImageBox>;

/** `{x1, x2}` proxy URLs of a stored original for one place. */
export function loyaltyImage(
  source: string,
  place: keyof typeof LOYALTY_IMAGE_BOXES,
): { x1: string; x2: string } {
  return proxyImageSet(source, LOYALTY_IMAGE_BOXES[place]);
}
