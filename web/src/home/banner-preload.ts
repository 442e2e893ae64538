/**
 * Starts the first banner's image — the home page's LCP — as soon as the answer is in, before
 * React draws the hero: a client-rendered start (the Mini App) asked for it only once the whole
 * home had rendered, hundreds of milliseconds later on a phone. Server-rendered pages preload it
 * in their HTML already, and the Mini App's page script once its own answer is in; React's
 * `preload` adds nothing for an image already asked for.
 */
import type { contract } from '@croupier/core';
import { preload } from 'react-dom';
import { firstBannerImage } from './banner-image.ts';

export function preloadFirstBanner(
  answer: { items?: readonly contract.banners.Banner[] } | undefined,
): void {
  const image = firstBannerImage(answer);
  if (!image || typeof document === 'undefined') return;
  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: 'high',
  });
}
