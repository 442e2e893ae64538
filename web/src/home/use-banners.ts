/** Banners (banners.get, §3 Banner). */
import { banners } from '@croupier/core/refs';
import { useApi } from '../app/use-api.ts';
import { preloadFirstBanner } from './banner-preload.ts';
import { BANNER_PARAMS } from './home-calls.ts';

/**
 * The banners showing now. An operator that serves no banners answers an error (the reference
 * server: MethodNotFound); the home page then shows its own hero, so the error is not logged.
 */
export function useBanners() {
  return useApi(banners.get, BANNER_PARAMS, {
    onError: () => {},
    onSuccess: preloadFirstBanner,
    revalidateIfStale: false,
  });
}
