/**
 * The header's measured height as `--header-offset` on the root element: the toast list sits
 * right under the header (§2.3 "toast offset equals the header height").
 */
import { useEffect, type RefObject } from 'react';

/** Measures `ref` and keeps `--header-offset` in sync; removes it when the header goes. */
export function useHeaderOffset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    let offset = '';
    // Written only when it changes: a variable on the root element restyles the whole page.
    const update = () => {
      const next = `${element.offsetHeight}px`;
      if (next !== offset) root.style.setProperty('--header-offset', (offset = next));
    };
    if (typeof ResizeObserver === 'undefined') {
      update();
      return () => root.style.removeProperty('--header-offset');
    }
    // Measured when the observer reports (once after observing starts, then on every resize),
    // after the browser's own layout: measured at mount, it laid the freshly drawn page out
    // again in the middle of its effects.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-offset');
    };
  }, [ref]);
}
