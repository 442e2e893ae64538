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
    const update = () => root.style.setProperty('--header-offset', `${element.offsetHeight}px`);
    update();
    if (typeof ResizeObserver === 'undefined')
      return () => root.style.removeProperty('--header-offset');
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-offset');
    };
  }, [ref]);
}
