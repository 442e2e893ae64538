/**
 * The hero banner's image by the width it is shown at (spec §9: densities 1 and 2, webp).
 *
 * On phones the hero is a 160 px strip (issue 19) the width of the screen, and the wide artwork
 * covers it: its 735×240 file is scaled to 160 px tall, 490 px wide. A density list ("1x, 2x")
 * sent a 1.75 or 2 DPR phone the 1470×480 file (18 KB) for a 160 px strip; the strip's own two
 * densities (490×160 and 980×320, 4 and 11 KB) are offered beside the artwork's two, by width,
 * and `sizes` says how wide the image is shown, so each screen takes the smallest file that is
 * sharp on it. Wider screens show the artwork at its own ratio, across the content column.
 *
 * No React here: the Mini App's page script computes the same image before the app is in.
 */
import type { contract } from '@croupier/core';
import { imageUrl, parseImagePath } from '@croupier/core/format';
import type { ImageSource } from '../ui/proxied-image.ts';

/** The phone's strip height (BannerHero.module.css `.banner`). */
const STRIP_HEIGHT = 160;

/**
 * How wide the hero's image is shown: the content column on wider screens (the page's margins
 * 24 px a side, 1376 px at most), the screen less 16 px a side on phones — and never narrower
 * than the artwork covering the strip (490 px for 735×240).
 */
function bannerSizes(stripWidth: number): string {
  return [
    '(min-width: 1424px) 1376px',
    '(min-width: 768px) calc(100vw - 48px)',
    `(min-width: ${stripWidth + 32}px) calc(100vw - 32px)`,
    `${stripWidth}px`,
  ].join(', ');
}

const PROXY = '/img/';

/**
 * `src`, `srcSet` and `sizes` for the hero. The strip's files exist only for the image proxy's
 * own addresses (an operator's CDN addresses are used as sent, by density).
 */
export function bannerImage(wide: Exclude<ImageSource, string>): {
  src: string;
  srcSet: string;
  sizes?: string;
} {
  const parsed = wide.x1.startsWith(PROXY) ? parseImagePath(wide.x1.slice(PROXY.length)) : null;
  const { width, height, resize, ...rest } = parsed?.options ?? {};
  if (!parsed || !width || !height || resize || height <= STRIP_HEIGHT)
    return { src: wide.x1, srcSet: `${wide.x1} 1x, ${wide.x2} 2x` };
  const stripWidth = Math.round((width * STRIP_HEIGHT) / height);
  const strip = (density: number) =>
    imageUrl(parsed.src, {
      ...rest,
      width: stripWidth * density,
      height: STRIP_HEIGHT * density,
    });
  return {
    src: wide.x1,
    srcSet: [
      `${strip(1)} ${stripWidth}w`,
      `${wide.x1} ${width}w`,
      `${strip(2)} ${stripWidth * 2}w`,
      `${wide.x2} ${width * 2}w`,
    ].join(', '),
    sizes: bannerSizes(stripWidth),
  };
}

/** The image of the first banner in a banners.get answer (the hero's: the page's LCP). */
export function firstBannerImage(
  answer: { items?: readonly contract.banners.Banner[] } | undefined,
): ReturnType<typeof bannerImage> | null {
  const wide = answer?.items?.[0]?.images?.wide;
  return wide ? bannerImage(wide) : null;
}
