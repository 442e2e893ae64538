/**
 * The game hall's server-rendered tiles are painted once (issue 14, the hall's LCP): hydrating
 * and measuring the grid must keep their boxes, not only their DOM nodes. Chromium counts an
 * image whose layout object was rebuilt (its list changed `display`, its cell became absolutely
 * positioned) as a new paint, i.e. a new and later LCP candidate, and the hall's LCP then waited
 * for the whole entry chunk. Element Timing reports every such paint of an image, so a tile
 * painted twice shows up as two entries for one element — no timing involved.
 */
import { expect, test } from '@playwright/test';

for (const width of [390, 1440]) {
  test(`the hall's server-rendered tiles are painted once at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.addInitScript(() => {
      const w = window as unknown as { tilePaints: PerformanceEntry[] };
      w.tilePaints = [];
      new PerformanceObserver((list) => {
        w.tilePaints.push(...list.getEntries());
      }).observe({ type: 'element', buffered: true });
      // Element Timing reports only marked images: mark the tiles' as the parser inserts them
      // (mutation records are delivered before the next paint).
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            const images = node instanceof HTMLImageElement ? [node] : node.querySelectorAll('img');
            for (const img of images)
              if (img.closest('[role="listitem"]')) img.setAttribute('elementtiming', 'tile');
          }
      }).observe(document, { subtree: true, childList: true });
    });
    // Hydration is done when the app asks who the player is (main.tsx, after hydrateRoot).
    const asked = page.waitForResponse((r) => r.url().includes('/api/account/getInfo'));
    await page.goto('/gamehall');
    await asked;
    const hall = page.getByRole('list', { name: 'Game hall' });
    // Measured: the virtualiser has drawn the rows after the server's 24 tiles.
    await expect(hall.getByRole('listitem')).not.toHaveCount(24);
    await page.waitForLoadState('networkidle');

    const paints = await page.evaluate(() => {
      const entries = (window as unknown as { tilePaints: { element: Element | null }[] })
        .tilePaints;
      const perImage = new Map<Element | null, number>();
      for (const e of entries) perImage.set(e.element, (perImage.get(e.element) ?? 0) + 1);
      return { images: perImage.size, paintedTwice: [...perImage.values()].filter((n) => n > 1) };
    });
    // The server drew 24 tiles; at least a screenful of their images must have been painted.
    expect(paints.images).toBeGreaterThanOrEqual(6);
    expect(paints.paintedTwice).toEqual([]);
  });
}
