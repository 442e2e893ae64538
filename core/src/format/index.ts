/** Display formatting of spec §9: dates, amounts, rounding, plurals, ids and image URLs. */
export { formatAmount, formatMoney, parseAmount } from './amount.ts';
export { foldText } from './fold-text.ts';
export { formatDate, formatDateTime, formatTime, toDate } from './date-time.ts';
export type { DateFormatOptions, DateInput } from './date-time.ts';
export {
  IMAGE_MAX_DIMENSION,
  imageModifiers,
  imageSetFor,
  imageSrcSet,
  imageUrl,
  parseImagePath,
} from './image-url.ts';
export type {
  ImageBox,
  ImageFit,
  ImageFormat,
  ImageOptions,
  ParsedImageRequest,
} from './image-url.ts';
export { plural } from './plural.ts';
export type { PluralForms } from './plural.ts';
export { roundDownToStep, roundSum } from './round.ts';
export { uniqueId } from './unique-id.ts';
export { scriptJson } from './script-json.ts';
