/**
 * The image proxy (§7, §9) in core's one URL form (`/img/{modifiers}/{encoded source}`):
 * same-origin `/media/` originals only, sharp rendering, an LRU, and the generated originals.
 */
export type { ImageProxyOptions } from './image-proxy-routes.ts';
export type { Rendered, RenderPlan } from './render.ts';
export type { Original } from './media-library.ts';
export { warmImages } from './warm-images.ts';
export { proxyImageSet } from './proxy-image-set.ts';
export type { ImageBox } from './proxy-image-set.ts';
