/**
 * URLs of the image proxy (§9 images: densities 1 and 2, format webp, quality 95 default).
 *
 * Proxy path — the server implements exactly this form:
 *
 *   /img/{modifiers}/{encoded source}
 *
 * - `{modifiers}` is a comma-separated list of `key_value` pairs in this fixed order, only
 *   those set: `f_{format}` (webp | avif | jpeg | png), `q_{quality}` (1–100),
 *   `w_{width}`, `h_{height}` (positive integers ≤ 4096), `s_{W}x{H}` (resize to a box),
 *   `fit_{fit}` (cover | contain | fill | inside | outside), `b_{hex colour without #}`.
 *   Format and quality are always present (defaults webp and 95), so the list is never empty.
 * - `{encoded source}` is `encodeURIComponent` of the original: a site path ("/cms/a.png")
 *   or an absolute http(s) URL. Encoding keeps the source a single path segment.
 *
 * Example: `/img/f_webp,q_95,w_735,h_240,fit_cover/%2Fcms%2Fbanner.png`.
 * data: and blob: sources are returned unchanged. SVG originals go through the proxy too:
 * rasterised to the box they are shown in, they cost the phone far less to paint.
 */
import {
  IMAGE_DEFAULT_FORMAT,
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DENSITIES,
} from '../constants/images.ts';

/** Output formats the proxy produces. */
export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

/** How the image fits the width × height box (sharp's fit names). */
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

/** Modifiers of one proxied image. */
export interface ImageOptions {
  format?: ImageFormat;
  fit?: ImageFit;
  width?: number;
  height?: number;
  /** A box "WIDTHxHEIGHT" to resize into, e.g. "360x520". */
  resize?: string;
  quality?: number;
  /** Background colour for transparent areas and letterboxing, e.g. "#000" or "ffffff". */
  background?: string;
  /** Mount point of the proxy; "/img" by default. */
  base?: string;
}

/** The largest width or height the proxy accepts. */
export const IMAGE_MAX_DIMENSION = 4096;

const FORMATS: readonly string[] = ['webp', 'avif', 'jpeg', 'png'];
const FITS: readonly string[] = ['cover', 'contain', 'fill', 'inside', 'outside'];
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RESIZE = /^(\d+)x(\d+)$/;

function passesThrough(src: string): boolean {
  return /^(data|blob):/i.test(src);
}

function dimension(n: number | undefined): number | undefined {
  if (n === undefined || !Number.isFinite(n) || n <= 0) return undefined;
  return Math.min(Math.round(n), IMAGE_MAX_DIMENSION);
}

function scaleResize(resize: string | undefined, density: number): string | undefined {
  const m = resize ? RESIZE.exec(resize) : null;
  if (!m) return undefined;
  return `${dimension(Number(m[1]) * density)}x${dimension(Number(m[2]) * density)}`;
}

/** The proxy modifiers segment for `options`, e.g. "f_webp,q_95,w_735". */
export function imageModifiers(options: ImageOptions = {}): string {
  const quality = Math.min(100, Math.max(1, Math.round(options.quality ?? IMAGE_DEFAULT_QUALITY)));
  const mods = [`f_${options.format ?? IMAGE_DEFAULT_FORMAT}`, `q_${quality}`];
  const width = dimension(options.width);
  const height = dimension(options.height);
  const resize = scaleResize(options.resize, 1);
  if (width) mods.push(`w_${width}`);
  if (height) mods.push(`h_${height}`);
  if (resize) mods.push(`s_${resize}`);
  if (options.fit) mods.push(`fit_${options.fit}`);
  const bg = options.background ? HEX.exec(options.background) : null;
  if (bg) mods.push(`b_${bg[1]!.toLowerCase()}`);
  return mods.join(',');
}

/** The proxied URL of `src` with `options` (defaults webp, quality 95); '' for an empty src. */
export function imageUrl(src: string, options: ImageOptions = {}): string {
  if (!src) return '';
  if (passesThrough(src)) return src;
  return `${options.base ?? '/img'}/${imageModifiers(options)}/${encodeURIComponent(src)}`;
}

/**
 * A `srcset` for densities 1 and 2: width, height and resize box double for 2x. Without any
 * size the two would be the same file, so only "1x" is listed.
 */
export function imageSrcSet(src: string, options: ImageOptions = {}): string {
  if (!src) return '';
  if (passesThrough(src)) return `${src} 1x`;
  const sized = options.width || options.height || options.resize;
  const densities = sized ? IMAGE_DENSITIES : [1];
  return densities
    .map((d) => {
      const scaled: ImageOptions = {
        ...options,
        width: options.width && options.width * d,
        height: options.height && options.height * d,
        resize: scaleResize(options.resize, d),
      };
      return `${imageUrl(src, scaled)} ${d}x`;
    })
    .join(', ');
}

/** A proxy request decoded back into source and options (for the server side of the proxy). */
export interface ParsedImageRequest {
  src: string;
  options: Required<Pick<ImageOptions, 'format' | 'quality'>> &
    Pick<ImageOptions, 'width' | 'height' | 'fit' | 'background'> & {
      resize?: { width: number; height: number };
    };
}

/**
 * Parses the part after the base ("{modifiers}/{encoded source}"); null when any modifier is
 * unknown or out of range, so the server answers 400 instead of guessing.
 */
export function parseImagePath(path: string): ParsedImageRequest | null {
  const slash = path.indexOf('/');
  if (slash <= 0) return null;
  let src: string;
  try {
    src = decodeURIComponent(path.slice(slash + 1));
  } catch {
    return null;
  }
  if (!src || !(src.startsWith('/') || /^https?:\/\//i.test(src)) || src.startsWith('//'))
    return null;
  const options: ParsedImageRequest['options'] = {
    format: IMAGE_DEFAULT_FORMAT,
    quality: IMAGE_DEFAULT_QUALITY,
  };
  const int = (v: string, max: number) => (/^\d+$/.test(v) && +v >= 1 && +v <= max ? +v : null);
  for (const mod of path.slice(0, slash).split(',')) {
    const sep = mod.indexOf('_');
    const key = mod.slice(0, sep);
    const value = mod.slice(sep + 1);
    if (sep <= 0 || !value) return null;
    if (key === 'f' && FORMATS.includes(value)) options.format = value as ImageFormat;
    else if (key === 'q' && int(value, 100)) options.quality = +value;
    else if (key === 'w' && int(value, IMAGE_MAX_DIMENSION)) options.width = +value;
    else if (key === 'h' && int(value, IMAGE_MAX_DIMENSION)) options.height = +value;
    else if (key === 'fit' && FITS.includes(value)) options.fit = value as ImageFit;
    else if (key === 'b' && HEX.test(value) && !value.startsWith('#')) options.background = value;
    else if (key === 's') {
      const m = RESIZE.exec(value);
      const w = m && int(m[1]!, IMAGE_MAX_DIMENSION);
      const h = m && int(m[2]!, IMAGE_MAX_DIMENSION);
      if (!w || !h) return null;
      options.resize = { width: w, height: h };
    } else return null;
  }
  return { src, options };
}

/** A box in CSS pixels an image is shown in. */
export interface ImageBox {
  width: number;
  height: number;
  fit?: ImageFit;
}

/** `{x1, x2}` proxy URLs (§9: densities 1 and 2) of a stored original such as `media/games/x.svg`. */
export function imageSetFor(source: string, box: ImageBox): { x1: string; x2: string } {
  const src = source.startsWith('/') ? source : `/${source}`;
  const at = (d: number) =>
    imageUrl(src, { width: box.width * d, height: box.height * d, fit: box.fit ?? 'cover' });
  return { x1: at(1), x2: at(2) };
}
