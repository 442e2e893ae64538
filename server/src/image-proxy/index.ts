/** The image proxy (§7): modifiers, sharp rendering, an LRU, and the generated originals. */
export { registerImageProxy } from './image-proxy-routes.ts';
export type { ImageProxyOptions } from './image-proxy-routes.ts';
export {
  parseModifiers,
  modifiersKey,
  IMAGE_FORMATS,
  IMAGE_FITS,
  MAX_DIMENSION,
} from './modifiers.ts';
export type { ImageModifiers } from './modifiers.ts';
export { renderImage } from './render.ts';
export type { Rendered } from './render.ts';
export { LruCache } from './lru-cache.ts';
export { findOriginal, generatedMedia, staticOriginal } from './media-library.ts';
export type { Original } from './media-library.ts';

export { imageUrl, imageSet } from './image-url.ts';
