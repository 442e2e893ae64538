import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkDocumentImage, reviewVerdict } from './document-image.ts';
import { KYC_MIN_DOCUMENT_SIDE_PX, KYC_REJECT_TOO_SMALL } from './kyc-rules.ts';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#334455' } })
    .toFormat(format)
    .toBuffer();

describe('checkDocumentImage reads the type from the bytes', () => {
  it('knows JPEG, PNG and WebP by their signatures and nothing else', async () => {
    const notTheClaimedType = {
      ok: false,
      reason: 'The file is not the image type it claims to be.',
    };
    const formats = ['jpeg', 'png', 'webp'] as const;
    for (const actual of formats) {
      const bytes = await photo(8, 8, actual);
      for (const declared of formats.filter((format) => format !== actual)) {
        expect(await checkDocumentImage(bytes, `image/${declared}`), actual).toEqual(
          notTheClaimedType,
        );
      }
    }
    for (const declared of formats) {
      expect(await checkDocumentImage(Buffer.from('GIF89a'), `image/${declared}`)).toEqual(
        notTheClaimedType,
      );
    }
    // RIFF with another format inside (WAVE) is no WebP.
    expect(await checkDocumentImage(Buffer.from('RIFF0000WAVE'), 'image/webp')).toEqual(
      notTheClaimedType,
    );
  });
});

describe('checkDocumentImage', () => {
  it('accepts each accepted type with its dimensions and SHA-256', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const bytes = await photo(640, 480, format);
      const checked = await checkDocumentImage(bytes, `image/${format}; charset=binary`);
      expect(checked).toEqual({
        ok: true,
        image: {
          mimeType: `image/${format}`,
          sizeBytes: bytes.length,
          width: 640,
          height: 480,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      });
    }
  });

  it('refuses other declared types, mismatched magic bytes and undecodable pixels', async () => {
    const jpeg = await photo(640, 480, 'jpeg');
    expect(await checkDocumentImage(jpeg, 'image/gif')).toEqual({
      ok: false,
      reason: 'Upload a JPEG, PNG or WebP image.',
    });
    expect(await checkDocumentImage(jpeg, 'image/webp')).toEqual({
      ok: false,
      reason: 'The file is not the image type it claims to be.',
    });
    expect(await checkDocumentImage(jpeg.subarray(0, 200), 'image/jpeg')).toEqual({
      ok: false,
      reason: 'The image cannot be read. It may be damaged.',
    });
    expect(await checkDocumentImage(new Uint8Array(0), 'image/png')).toEqual({
      ok: false,
      reason: 'The file is empty.',
    });
  });
});

describe('reviewVerdict', () => {
  const image = (width: number, height: number) => ({
    mimeType: 'image/png' as const,
    sizeBytes: 1,
    width,
    height,
    sha256: '0'.repeat(64),
  });

  it(`answers RED below ${KYC_MIN_DOCUMENT_SIDE_PX} px on the shorter side, GREEN from it`, () => {
    expect(reviewVerdict(image(2000, KYC_MIN_DOCUMENT_SIDE_PX - 1))).toEqual({
      verdict: 'RED',
      rejectReason: KYC_REJECT_TOO_SMALL,
    });
    expect(reviewVerdict(image(KYC_MIN_DOCUMENT_SIDE_PX, 2000))).toEqual({
      verdict: 'GREEN',
      rejectReason: null,
    });
  });
});
