/**
 * The page's layout shift so far, as the browser reports it (the Layout Instability API): the
 * sum of every shift not caused by input — at least CLS, which takes the worst window only —
 * and, for a failure's message, what moved.
 */
import type { Page } from '@playwright/test';

/** One shift: when, how much, and the elements that moved. */
export interface Shift {
  at: number;
  value: number;
  moved: string[];
}

/** Every shift since the page started loading (shifts after input aside). */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        type Entry = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Entry[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              at: Math.round(entry.startTime),
              value: entry.value,
              moved: entry.sources.map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : '?',
              ),
            });
          }
          resolve(shifts);
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        requestAnimationFrame(() => setTimeout(() => resolve(shifts), 100));
      }),
  );
}

/** The sum of the page's shifts so far. */
export async function layoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
}
