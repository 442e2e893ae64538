/**
 * The image proxy (§7, §9) in core's one URL form (`/img/{modifiers}/{encoded source}`):
 * same-origin `/media/` originals only, sharp rendering, an LRU, and the generated originals.
 */
export { warmImages } from './warm-images.ts';
export { proxyImageSet } from './proxy-image-set.ts';
