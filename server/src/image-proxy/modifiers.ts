/**
 * Image proxy modifiers (§7): a comma list such as
 * `format_webp,fit_cover,width_320,height_240,resize_1,quality_95,background_101820`, or `_`.
 */
import { ServerError } from '../errors.ts';

/** Output formats the proxy renders. */
export const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
/** How the image fits the box (sharp's fit). */
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
/** Largest width or height the proxy renders. */
export const MAX_DIMENSION = 2048;

/** Parsed modifiers with defaults applied. */
export interface ImageModifiers {
  format: (typeof IMAGE_FORMATS)[number];
  fit: (typeof IMAGE_FITS)[number];
  width: number | undefined;
  height: number | undefined;
  /** False (`resize_0`) keeps the original size even when width/height are given. */
  resize: boolean;
  quality: number;
  /** `#rrggbb` or `#rrggbbaa`, for letterboxing (`fit_contain`) and flattening (jpeg). */
  background: string | undefined;
}

function invalid(reason: string): ServerError {
  return new ServerError('InvalidParameterException', 'Invalid image modifiers', {
    invalidParameters: { modifiers: reason },
  });
}

function dimension(value: string, name: string): number {
  if (!/^\d{1,5}$/.test(value)) throw invalid(`${name} must be a whole number`);
  const n = Number(value);
  if (n < 1 || n > MAX_DIMENSION) throw invalid(`${name} must be between 1 and ${MAX_DIMENSION}`);
  return n;
}

/** Parses the modifier segment; throws InvalidParameterException on anything unknown. */
export function parseModifiers(segment: string): ImageModifiers {
  const out: ImageModifiers = {
    format: 'webp',
    fit: 'cover',
    width: undefined,
    height: undefined,
    resize: true,
    quality: 95,
    background: undefined,
  };
  let fitGiven = false;
  if (segment === '_' || segment === '') return out;
  for (const part of segment.split(',')) {
    const sep = part.indexOf('_');
    const name = sep < 0 ? part : part.slice(0, sep);
    const value = sep < 0 ? '' : part.slice(sep + 1);
    switch (name) {
      case 'format': {
        const f = value === 'jpg' ? 'jpeg' : value;
        if (!(IMAGE_FORMATS as readonly string[]).includes(f))
          throw invalid(`unknown format "${value}"`);
        out.format = f as ImageModifiers['format'];
        break;
      }
      case 'fit':
        if (!(IMAGE_FITS as readonly string[]).includes(value))
          throw invalid(`unknown fit "${value}"`);
        out.fit = value as ImageModifiers['fit'];
        fitGiven = true;
        break;
      case 'width':
        out.width = dimension(value, 'width');
        break;
      case 'height':
        out.height = dimension(value, 'height');
        break;
      case 'resize':
        if (value !== '0' && value !== '1') throw invalid('resize must be 0 or 1');
        out.resize = value === '1';
        break;
      case 'quality': {
        if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 100) {
          throw invalid('quality must be between 1 and 100');
        }
        out.quality = Number(value);
        break;
      }
      case 'background': {
        const hex = value.replace(/^#/, '').toLowerCase();
        if (!/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(hex))
          throw invalid('background must be a hex colour');
        out.background = `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
        break;
      }
      default:
        throw invalid(`unknown modifier "${part}"`);
    }
  }
  // With only one side given, "cover" has nothing to cover: keep the aspect ratio.
  if (!fitGiven && (out.width === undefined || out.height === undefined)) out.fit = 'inside';
  return out;
}

/** A canonical text of the modifiers, for cache keys. */
export function modifiersKey(m: ImageModifiers): string {
  return [
    m.format,
    m.fit,
    m.width ?? '',
    m.height ?? '',
    m.resize ? 1 : 0,
    m.quality,
    m.background ?? '',
  ].join(',');
}
