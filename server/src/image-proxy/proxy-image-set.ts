/** Image sets for API payloads, built with core's one proxy URL form (§9: densities 1 and 2). */
export { imageSetFor as proxyImageSet, type ImageBox } from '@croupier/core/format';
