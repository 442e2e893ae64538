/**
 * The image proxy (§7, §9) in core's one URL form (`/img/{modifiers}/{encoded source}`):
 * same-origin `/media/` originals only, sharp rendering, an LRU, and the generated originals.
 */
export { registerImageProxy, IMAGE_PROXY_BASE } from './image-proxy-routes.ts';
export type { ImageProxyOptions } from './image-proxy-routes.ts';
export { allowedSource, MEDIA_PREFIX } from './image-source.ts';
export { renderImage, renderPlan, planKey } from './render.ts';
export type { Rendered, RenderPlan } from './render.ts';
export { LruCache } from './lru-cache.ts';
export { findOriginal, generatedMedia, staticOriginal } from './media-library.ts';
export type { Original } from './media-library.ts';
export { proxyImagesIn, warmImages, WARM_PAGES } from './warm-images.ts';
export { proxyImageSet } from './proxy-image-set.ts';
export type { ImageBox } from './proxy-image-set.ts';
