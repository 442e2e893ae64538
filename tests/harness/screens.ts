/**
 * Screenshots and the axe check shared by every suite. Screenshots go to SCREENS_DIR (an
 * absolute folder, so parallel runs can keep theirs apart) or the ignored
 * `test-results/screens/`; each screen is saved at 375 px (phone) and 1440 px (desktop).
 */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The folder screenshots are written to. */
export const SCREENS_DIR =
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../../test-results/screens', import.meta.url));

/** The two widths every screen is looked at (DESIGN §9 breakpoints: phone and desktop). */
export const SCREEN_WIDTHS = [375, 1440] as const;

/** The viewport of a width: a phone's or a laptop's height. */
export const viewportOf = (width: number) => ({ width, height: width < 768 ? 812 : 900 });

/** The file of screenshot `name` (without extension). */
export function screenPath(name: string): string {
  return `${SCREENS_DIR}/${name}.png`;
}

/** Saves the page as it is now as `<name>.png`. */
export async function saveScreen(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await page.screenshot({ path: screenPath(name), fullPage: options.fullPage ?? false });
}

/**
 * Saves the page at 375 px and 1440 px as `<name>-<width>.png` and restores the viewport;
 * `ready` runs after each resize (e.g. waits for a dialog) before the picture.
 */
export async function saveScreens(
  page: Page,
  name: string,
  options: { fullPage?: boolean; ready?: () => Promise<void> } = {},
): Promise<void> {
  const size = page.viewportSize() ?? viewportOf(1440);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await options.ready?.();
    // Layout transitions (sheet vs dialog, header collapse) settle.
    await page.waitForTimeout(250);
    await saveScreen(page, `${name}-${width}`, options);
  }
  await page.setViewportSize(size);
}

/** Serious and critical axe violations on the page (or inside `include`), as "rule: targets". */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A page with frames is checked in axe's partial mode: each frame on its own, the results
  // joined in a blank page of the context (a frame's content is reached however it was loaded).
  // A page without frames gets the same result from one `axe.run` in the page itself (legacy
  // mode), which skips that blank page and its second copy of axe: 1.2 s instead of 3 s on home.
  const framed = page.frames().length > 1;
  const builder = new AxeBuilder({ page }).setLegacyMode(!framed);
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
