/** Renders an original with sharp according to the modifiers. */
import sharp from 'sharp';
import type { ImageModifiers } from './modifiers.ts';
import type { Original } from './media-library.ts';

/** A rendered image. */
export interface Rendered {
  body: Buffer;
  contentType: string;
  byteLength: number;
}

const CONTENT_TYPE: Record<ImageModifiers['format'], string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

// Vector originals are rasterised at a density that matches the target size, so they stay sharp.
async function svgDensity(original: Original, m: ImageModifiers): Promise<number | undefined> {
  if (original.contentType !== 'image/svg+xml' || !m.resize) return undefined;
  const meta = await sharp(original.body).metadata();
  if (!meta.width || !meta.height) return undefined;
  const scale = Math.max((m.width ?? 0) / meta.width, (m.height ?? 0) / meta.height, 1);
  return Math.min(72 * scale, 72 * 8);
}

/** Resizes and converts `original`. */
export async function renderImage(original: Original, m: ImageModifiers): Promise<Rendered> {
  const density = await svgDensity(original, m);
  let image = sharp(original.body, { density, limitInputPixels: 50_000_000, animated: false });
  if (m.resize && (m.width !== undefined || m.height !== undefined)) {
    image = image.resize({
      width: m.width,
      height: m.height,
      fit: m.fit,
      background: m.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  if (m.background && m.format === 'jpeg') image = image.flatten({ background: m.background });
  switch (m.format) {
    case 'webp':
      image = image.webp({ quality: m.quality });
      break;
    case 'avif':
      image = image.avif({ quality: m.quality });
      break;
    case 'png':
      image = image.png();
      break;
    case 'jpeg':
      image = image
        .flatten({ background: m.background ?? '#ffffff' })
        .jpeg({ quality: m.quality, mozjpeg: true });
      break;
  }
  const body = await image.toBuffer();
  return { body, contentType: CONTENT_TYPE[m.format], byteLength: body.byteLength };
}
