/**
 * The demo identity verifier's rules, written down once: the README in this folder and the
 * tests quote these numbers.
 */

/** The verification level every applicant is created at. */
export const KYC_LEVEL_NAME = 'basic-kyc-level';

/** Seconds an SDK access token lives (short: the frame asks for a new one when it expires). */
export const KYC_TOKEN_TTL_SECONDS = 600;

/** Image types the verifier accepts, by the MIME type the upload declares. */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An accepted image type. */
export type KycImageType = (typeof KYC_IMAGE_TYPES)[number];

/** Largest accepted upload: 5 MiB. */
export const KYC_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A document photo whose shorter side is below this many pixels cannot be read: its review
 * answers RED with KYC_REJECT_TOO_SMALL, and the player may upload a better one.
 */
export const KYC_MIN_DOCUMENT_SIDE_PX = 480;

/** Longest side the verifier decodes (a guard against decompression bombs). */
export const KYC_MAX_DOCUMENT_SIDE_PX = 12_000;

/** The reason a too-small photo is rejected with. */
export const KYC_REJECT_TOO_SMALL = `The photo is too small to read. Upload a photo at least ${KYC_MIN_DOCUMENT_SIDE_PX} pixels on its shorter side.`;

/** Documents a player may submit, with their labels on the page. */
export const KYC_DOCUMENT_TYPES = {
  passport: 'Passport',
  id_card: 'National ID card',
  driving_licence: "Driver's licence",
} as const;
/** A document type id. */
export type KycDocumentType = keyof typeof KYC_DOCUMENT_TYPES;

/** Uploads one player may make per hour. */
export const KYC_UPLOADS_PER_HOUR = 10;

/** Access tokens one player may request per hour. */
export const KYC_TOKENS_PER_HOUR = 60;

/** `source` of every message the verifier page posts to its parent. */
export const KYC_MESSAGE_SOURCE = 'croupier-demo-kyc';

/** Path prefix of the demo verifier (page and its endpoints). */
export const KYC_PAGE_PATH = '/demo-kyc';
