/** Renders an original with sharp according to the parsed proxy options (core's URL form). */
import sharp from 'sharp';
import type { ImageFit, ImageFormat, ParsedImageRequest } from '@croupier/core/format';
import type { Original } from './media-library.ts';

/** A rendered image. */
export interface Rendered {
  body: Buffer;
  contentType: string;
  byteLength: number;
}

/** What sharp is asked to do, resolved from the URL's options. */
export interface RenderPlan {
  format: ImageFormat;
  quality: number;
  width: number | undefined;
  height: number | undefined;
  fit: ImageFit;
  /** `#rgb`, `#rrggbb` or `#rrggbbaa`. */
  background: string | undefined;
}

const CONTENT_TYPE: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/**
 * Resolves the options: `w`/`h` win over the `s_WxH` box; a box, or a single side, keeps the
 * aspect ratio (`inside`) unless a fit is given; width and height together cover the box.
 */
export function renderPlan(options: ParsedImageRequest['options']): RenderPlan {
  const width = options.width ?? options.resize?.width;
  const height = options.height ?? options.resize?.height;
  const both = options.width !== undefined && options.height !== undefined;
  return {
    format: options.format,
    quality: options.quality,
    width,
    height,
    fit: options.fit ?? (both ? 'cover' : 'inside'),
    background: options.background ? `#${options.background}` : undefined,
  };
}

/** A canonical text of a plan, for cache keys. */
export function planKey(p: RenderPlan): string {
  return [p.format, p.quality, p.width ?? '', p.height ?? '', p.fit, p.background ?? ''].join(',');
}

// Vector originals are rasterised at a density that matches the target size, so they stay sharp.
async function svgDensity(original: Original, p: RenderPlan): Promise<number | undefined> {
  if (original.contentType !== 'image/svg+xml') return undefined;
  const meta = await sharp(original.body).metadata();
  if (!meta.width || !meta.height) return undefined;
  const scale = Math.max((p.width ?? 0) / meta.width, (p.height ?? 0) / meta.height, 1);
  return Math.min(72 * scale, 72 * 8);
}

/** Resizes and converts `original`. */
export async function renderImage(original: Original, p: RenderPlan): Promise<Rendered> {
  const density = await svgDensity(original, p);
  let image = sharp(original.body, { density, limitInputPixels: 50_000_000, animated: false });
  if (p.width !== undefined || p.height !== undefined) {
    image = image.resize({
      width: p.width,
      height: p.height,
      fit: p.fit,
      background: p.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  switch (p.format) {
    case 'webp':
      image = image.webp({ quality: p.quality });
      break;
    case 'avif':
      image = image.avif({ quality: p.quality });
      break;
    case 'png':
      image = image.png();
      break;
    case 'jpeg':
      image = image
        .flatten({ background: p.background ?? '#ffffff' })
        .jpeg({ quality: p.quality, mozjpeg: true });
      break;
  }
  const body = await image.toBuffer();
  return { body, contentType: CONTENT_TYPE[p.format], byteLength: body.byteLength };
}
