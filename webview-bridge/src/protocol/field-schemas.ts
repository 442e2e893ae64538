/** Field schemas shared by several commands and events. */
import * as z from 'zod/mini';

/** An absolute http(s) URL; other schemes (javascript:, file:, intent:) are refused. */
export function httpUrl(description: string) {
  return z.url({ protocol: /^https?$/ }).check(z.maxLength(4096), z.describe(description));
}

/** Any absolute URL, custom app schemes included (deep links). */
export function absoluteUrl(description: string) {
  return z.url().check(z.maxLength(4096), z.describe(description));
}

/** A colour as `#RRGGBB` or `#RRGGBBAA`, the one notation Swift, Kotlin and CSS all parse. */
export function hexColor(description: string) {
  return z.string().check(z.regex(/^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/), z.describe(description));
}

/** A short human-readable text. */
export function text(max: number, description: string) {
  return z.string().check(z.minLength(1), z.maxLength(max), z.describe(description));
}

/** A safe-area inset in CSS pixels. */
export function inset(description: string) {
  return z.number().check(z.minimum(0), z.maximum(10_000), z.describe(description));
}
