/** Building image proxy URLs for API payloads (§9: densities 1 and 2, webp, quality 95). */

/** The URL of `source` (a same-origin path) through the proxy with a modifier list. */
export function imageUrl(source: string, modifiers: string): string {
  return `/_img/${modifiers || '_'}/${source.replace(/^\/+/, '')}`;
}

/** `{x1, x2}` webp URLs of `source` for a box of `width`×`height` CSS pixels. */
export function imageSet(
  source: string,
  box: { width: number; height: number; fit?: 'cover' | 'contain' },
): { x1: string; x2: string } {
  const at = (scale: number) =>
    imageUrl(
      source,
      `format_webp,fit_${box.fit ?? 'cover'},width_${box.width * scale},height_${box.height * scale},quality_95`,
    );
  return { x1: at(1), x2: at(2) };
}
