/** Image proxy defaults and fixed image sizes of spec §9. */

/** Pixel densities every image is offered in (§9). */
export const IMAGE_DENSITIES = [1, 2] as const;

/** Default output format of the image proxy (§9). */
export const IMAGE_DEFAULT_FORMAT = 'webp';

/** Default output quality of the image proxy (§9). */
export const IMAGE_DEFAULT_QUALITY = 95;

/** Banner image sizes in CSS pixels (§9). */
export const BANNER_IMAGE_SIZES = {
  wide: { width: 735, height: 240 },
  tall: { width: 360, height: 520 },
} as const;
