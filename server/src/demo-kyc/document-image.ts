/**
 * Checks an uploaded document image before it is accepted for review: a declared type the
 * verifier takes, magic bytes that agree with it, a size within the limit, and pixels that
 * really decode. The review's verdict (readable or too small) is decided from the result.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  KYC_IMAGE_TYPES,
  KYC_MAX_DOCUMENT_SIDE_PX,
  KYC_MAX_UPLOAD_BYTES,
  KYC_MIN_DOCUMENT_SIDE_PX,
  KYC_REJECT_TOO_SMALL,
  type KycImageType,
} from './kyc-rules.ts';
import type { KycReviewAnswer } from '../db/schema/index.ts';

/** A document image that passed the checks. */
export interface DocumentImage {
  mimeType: KycImageType;
  sizeBytes: number;
  width: number;
  height: number;
  /** SHA-256 (hex) of the bytes. */
  sha256: string;
}

/** The outcome of the checks: the image, or why it is refused (shown to the player). */
export type DocumentImageCheck = { ok: true; image: DocumentImage } | { ok: false; reason: string };

const SHARP_FORMAT: Record<KycImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The image type the leading bytes announce, or null. */
function sniffImageType(bytes: Uint8Array): KycImageType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

function isAcceptedType(type: string): type is KycImageType {
  return (KYC_IMAGE_TYPES as readonly string[]).includes(type);
}

/** Checks `bytes` uploaded with Content-Type `declaredType`. */
export async function checkDocumentImage(
  bytes: Uint8Array,
  declaredType: string,
): Promise<DocumentImageCheck> {
  const type = declaredType.split(';')[0]!.trim().toLowerCase();
  if (!isAcceptedType(type)) {
    return { ok: false, reason: 'Upload a JPEG, PNG or WebP image.' };
  }
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty.' };
  if (bytes.length > KYC_MAX_UPLOAD_BYTES) {
    return { ok: false, reason: 'The file is larger than 5 MB.' };
  }
  const sniffed = sniffImageType(bytes);
  if (sniffed !== type) {
    return { ok: false, reason: 'The file is not the image type it claims to be.' };
  }
  let width: number;
  let height: number;
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: KYC_MAX_DOCUMENT_SIDE_PX ** 2,
    });
    const meta = await image.metadata();
    if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height)
      throw new Error('format');
    if (meta.width > KYC_MAX_DOCUMENT_SIDE_PX || meta.height > KYC_MAX_DOCUMENT_SIDE_PX) {
      return { ok: false, reason: 'The image is too large to process.' };
    }
    // Decoding (to a thumbnail) proves the pixels are there, not only a valid header.
    await image.resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    width = meta.width;
    height = meta.height;
  } catch {
    return { ok: false, reason: 'The image cannot be read. It may be damaged.' };
  }
  return {
    ok: true,
    image: {
      mimeType: type,
      sizeBytes: bytes.length,
      width,
      height,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}

/** What the review will answer for an accepted image. */
export function reviewVerdict(image: DocumentImage): {
  verdict: KycReviewAnswer;
  rejectReason: string | null;
} {
  if (Math.min(image.width, image.height) < KYC_MIN_DOCUMENT_SIDE_PX) {
    return { verdict: 'RED', rejectReason: KYC_REJECT_TOO_SMALL };
  }
  return { verdict: 'GREEN', rejectReason: null };
}
