/** Banners (banners.get, §3 Banner). */
import type { contract } from '@croupier/core';
import { banners } from '@croupier/core/refs';
import { preload } from 'react-dom';
import { useApi } from '../app/use-api.ts';
import { bannerImage } from './banner-image.ts';

/**
 * Starts the first banner's image — the home page's LCP — as soon as the answer is in, before
 * React draws the hero: a client-rendered start (the Mini App) asked for it only once the whole
 * home had rendered, hundreds of milliseconds later on a phone. Server-rendered pages preload it
 * in their HTML already; React's `preload` adds nothing for an image already asked for.
 */
function preloadFirstBanner(
  answer: { items?: readonly contract.banners.Banner[] } | undefined,
): void {
  const wide = answer?.items?.[0]?.images?.wide;
  if (!wide || typeof document === 'undefined') return;
  const image = bannerImage(wide);
  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: 'high',
  });
}

/**
 * The banners showing now. An operator that serves no banners answers an error (the reference
 * server: MethodNotFound); the home page then shows its own hero, so the error is not logged.
 */
export function useBanners() {
  return useApi(
    banners.get,
    { fields: 'description,images' },
    { onError: () => {}, onSuccess: preloadFirstBanner, revalidateIfStale: false },
  );
}
